# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# bash completion for bpf-legacy2btf and bpf-lint, installed under both
# names. The options come from the command's own --help (argp), read once per
# shell, so the completion cannot fall behind the program: a metavariable
# A|B|C, or one whose text says "one of A|B|C", completes to its choices,
# FILE and DIR to paths, anything else to nothing; words that are not
# options complete to *.o files.

_bpf_tools_help()
{
	local cmd=$1 var=_bpf_tools_help_${1//[^a-zA-Z0-9]/_}

	if [[ -z ${!var+set} ]]; then
		printf -v "$var" '%s' "$(ARGP_HELP_FMT=rmargin=4000 LC_ALL=C \
			"$cmd" --help 2>/dev/null)"
	fi
	printf '%s\n' "${!var}"
}

# One line per long option: "--name=ARG" or "--name".
_bpf_tools_longopts()
{
	_bpf_tools_help "$1" | sed -n 's/^ \{2,\}\(-[^ ]\{1,\}, \)\{0,1\}\(--[a-z0-9-]\{1,\}\(\[\{0,1\}=[^ ]*\)\{0,1\}\).*/\2/p'
}

_bpf_tools()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
	local cmd=${COMP_WORDS[0]} opt arg line

	COMPREPLY=()
	# --opt=VALUE (bash splits at '=' with the default COMP_WORDBREAKS)
	if [[ $cur == = || $prev == = ]]; then
		opt=${COMP_WORDS[COMP_CWORD-1]}
		[[ $cur == = ]] && cur= || opt=${COMP_WORDS[COMP_CWORD-2]}
	elif [[ $cur == --*=* ]]; then
		opt=${cur%%=*} cur=${cur#*=}
	elif [[ $prev == -? ]]; then
		# short option with a separate argument: map it to its long form
		line=$(_bpf_tools_help "$cmd" | grep -m1 -e "^ \{2,\}$prev, --")
		[[ $line == *=* ]] && opt=$(sed 's/^ *-., \(--[a-z0-9-]*\).*/\1/' <<<"$line")
	fi
	if [[ -n $opt ]]; then
		arg=$(_bpf_tools_longopts "$cmd" | sed -n "s/^$opt\[\{0,1\}=//p" | tr -d ']')
		# a NAME whose text says "one of A|B|C" (a metavariable that long
		# would not fit argp's option column): those choices
		if [[ -n $arg && $arg != *'|'* ]]; then
			line=$(_bpf_tools_help "$cmd" | grep -m1 -e "^ \{2,\}\(-., \)\{0,1\}$opt\[\{0,1\}=")
			[[ $line =~ one\ of\ ([a-z0-9_]+(\|[a-z0-9_]+)+) ]] && arg=${BASH_REMATCH[1]}
		fi
		case $arg in
		'') ;;
		*'|'*)	COMPREPLY=($(compgen -W "${arg//|/ }" -- "$cur")) ;;
		DIR)	COMPREPLY=($(compgen -d -- "$cur")) ;;
		FILE)	COMPREPLY=($(compgen -f -- "$cur")) ;;
		*)	;;
		esac
		[[ -n $arg ]] && return 0
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_bpf_tools_longopts "$cmd" |
			sed 's/\[\{0,1\}=.*/=/')" -- "$cur"))
		[[ ${COMPREPLY[*]} == *= ]] && compopt -o nospace 2>/dev/null
		return 0
	fi
	COMPREPLY=($(compgen -f -X '!*.o' -- "$cur") $(compgen -d -- "$cur"))
}

complete -F _bpf_tools bpf-legacy2btf bpf-lint
