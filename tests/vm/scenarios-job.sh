# The kernel scenarios inside a matrix VM (tests/lib/kmatrix.sh copies this
# into $T as job.sh and runs it with vm_run): the namespaces and veth pair of
# netns_setup (tests/lib/common.sh), then each $T/sc_*.sh (a scenario of
# tests/lib/scenarios/ behind scenario_env.sh) in $NSA, as run_in_a does,
# for each line "LABEL NAME [VAR=VALUE...]" of $LIST; after each, a line
# "# scenario LABEL SECONDSs". The kernel's
# version first, for the report.
set -u
NSA=bl-a NSB=bl-b
echo "# kernel $(uname -r) ($(grep -o 'Debian [0-9][^ )]*' /proc/version | tail -1)), tc: $(tc -V 2>&1 | head -1), bpftool: $(bpftool version 2>&1 | head -1)"
ip netns add $NSA && ip netns add $NSB &&
ip link add vA type veth peer name vB &&
ip link set vA netns $NSA && ip link set vB netns $NSB &&
ip -n $NSA addr add 10.213.0.1/24 dev vA && ip -n $NSA link set vA up &&
ip -n $NSA link set lo up &&
ip -n $NSB addr add 10.213.0.2/24 dev vB && ip -n $NSB link set vB up &&
ip -n $NSB link set lo up || { echo "FAIL: netns setup"; exit 1; }
while read -r label sc vars; do
	t0=$(date +%s)
	eval "ip netns exec $NSA env T=\"\$T\" NSB=$NSB $vars sh \"\$T/sc_\$sc.sh\"" </dev/null
	echo "# scenario $label $(( $(date +%s) - t0 ))s"
done <"$LIST"
