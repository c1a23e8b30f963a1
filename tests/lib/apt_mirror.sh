# SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
# Sourced by the scripts that fetch from Debian's archive (tests/stacks/,
# tests/vm/fetch-kernel.sh): where to fetch from is what apt on this machine
# is configured with, so a local mirror or a proxy that apt uses works for
# them too. No archive host is named here.
#
# debian_mirror: sets MIRROR to $STACKS_MIRROR when given, else to the
# Debian archive of this machine's apt sources (deb822 .sources or
# sources.list, as apt itself reads them: `apt-get indextargets`), the
# entry of the host's own suite (bookworm, not bookworm-security or
# -updates). Returns 1 with the reason in MIRROR_WHY when apt names none.
# Also exports http_proxy/https_proxy from apt's Acquire::http(s)::Proxy
# when the environment has none (debootstrap and a chroot's apt-get read
# the variables, not the host's apt.conf).
debian_mirror() {
	MIRROR_WHY=
	apt_proxy_env
	if [ -n "${STACKS_MIRROR:-}" ]; then
		MIRROR=${STACKS_MIRROR%/}
		return 0
	fi
	MIRROR=$(apt_archive_uri)
	if [ -z "$MIRROR" ] && [ "$(id -u)" = 0 ]; then
		# indextargets lists only sources whose lists apt has fetched
		apt-get -q update >/dev/null 2>&1
		MIRROR=$(apt_archive_uri)
	fi
	MIRROR=${MIRROR%/}
	[ -n "$MIRROR" ] && return 0
	MIRROR_WHY="apt on this machine names no Debian archive (apt-get indextargets: no 'deb ... main' entry); set STACKS_MIRROR=URL"
	return 1
}

# apt_archive_uri: the URI of the first 'deb' source of component main whose
# suite is this machine's codename, else of any suite that is not a
# security, updates or backports one (a sources.list that says 'stable').
apt_archive_uri() {
	command -v apt-get >/dev/null 2>&1 || return 0
	_code=$(. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME:-}")
	apt-get indextargets --format '$(TARGET_OF) $(COMPONENT) $(IDENTIFIER) $(RELEASE) $(REPO_URI)' 2>/dev/null |
		awk -v code="$_code" '
		$1 == "deb" && $2 == "main" && $3 == "Packages" {
			if ($4 == code && own == "") own = $5
			else if ($4 !~ /[-\/](security|updates|backports|proposed-updates)$/ && $5 !~ /security/ && any == "") any = $5
		}
		END { if (own != "") print own; else if (any != "") print any }'
}

# apt_proxy_env: http_proxy and https_proxy from apt's configuration, where
# the environment sets none and apt names one (not "DIRECT").
apt_proxy_env() {
	command -v apt-config >/dev/null 2>&1 || return 0
	_hp= _sp=
	eval "$(apt-config shell _hp Acquire::http::Proxy _sp Acquire::https::Proxy 2>/dev/null)"
	if [ -z "${http_proxy:-}" ] && [ -n "$_hp" ] && [ "$_hp" != DIRECT ]; then
		http_proxy=$_hp
		export http_proxy
	fi
	if [ -z "${https_proxy:-}" ] && [ -n "$_sp" ] && [ "$_sp" != DIRECT ]; then
		https_proxy=$_sp
		export https_proxy
	fi
	return 0
}
