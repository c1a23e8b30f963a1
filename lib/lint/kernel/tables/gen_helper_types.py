#!/usr/bin/env python3
# Writes helper_types.tsv (beside this script) anew from the probe dumps of
# tests/tools/helpertypes, one per matrix kernel (`helpertypes >DUMP` inside
# the VM, as tests/e2e/lint/lint_helper_types.sh runs it), and the pins read
# in kernel sources (PINS below); README.md says how to make the dumps. Run
# by hand when the matrix gains a kernel (a maintainer's tool: the build
# only reads the .tsv files):
#   gen_helper_types.py 5.10=bullseye.txt 6.1=bookworm.txt 6.12=trixie.txt \
#       7.2=sid.txt host=host-6.18.txt >helper_types.tsv.new
# The helpers and their releases are read from features.tsv, the source
# keys from helper_sources.tsv, and the comment lines that head the output
# from the current helper_types.tsv.
# A row is written where the type lacks the helper on a matrix kernel that
# is at least the helper's release (it got it later: the first matrix
# kernel that has it, unless PINS names the release), where no matrix
# kernel gives it to the type (never, up to the newest), and for the PINS
# rows below 5.10 (the matrix cannot see them).
import os, sys

# in UAPI order; the networking types whose helpers do not depend on the
# expected attach type (cgroup_sock, cgroup_sock_addr and cgroup_sockopt
# do) nor on kernel config and lockdown the way the tracing types' do
TYPES = ["socket_filter", "sched_cls", "sched_act", "xdp", "cgroup_skb", "lwt_in", "lwt_out", "lwt_xmit",
         "sock_ops", "sk_skb", "cgroup_device", "sk_msg", "lwt_seg6local", "sk_reuseport", "flow_dissector",
         "cgroup_sysctl", "sk_lookup"]
# (helper name prefix or name, types or None for all) -> (release, source)
PINS = [
    (("bpf_skc_to_tcp6_sock", "bpf_skc_to_tcp_sock", "bpf_skc_to_tcp_timewait_sock",
      "bpf_skc_to_tcp_request_sock", "bpf_skc_to_udp6_sock"), None, (5, 10),
     "skc"),
    (("bpf_get_current_task", "bpf_probe_read_user", "bpf_probe_read_kernel", "bpf_probe_read_user_str",
      "bpf_probe_read_kernel_str"), None, (5, 8), "task_probe"),
    (("bpf_skb_ecn_set_ce",), ("sched_cls", "sched_act"), (5, 3),
     "ecn_tc"),
]
# Pins of the releases between two matrix kernels, read in kernel commits
# (their bpf-next pull requests on netdev@ and bpf@): a pin outside the
# probes' bracket does not apply (said on stderr).
TRACE_ALL = ("bpf_get_current_uid_gid", "bpf_get_current_comm", "bpf_perf_event_read",
             "bpf_current_task_under_cgroup", "bpf_get_cgroup_classid", "bpf_task_storage_get",
             "bpf_task_storage_delete", "bpf_copy_from_user", "bpf_copy_from_user_task", "bpf_send_signal",
             "bpf_send_signal_thread", "bpf_get_task_stack", "bpf_get_branch_snapshot", "bpf_find_vma")
BRACKET_PINS = [
    (("bpf_strtol", "bpf_strtoul"), (6, 1), "strtol"),
    (("bpf_get_current_cgroup_id", "bpf_get_current_ancestor_cgroup_id"), (6, 4), "cgroup_id"),
    (("bpf_get_current_pid_tgid", "bpf_get_ns_current_pid_tgid"), (6, 10), "pid_tgid"),
    (TRACE_ALL, (6, 16), "trace_all"),
    (("bpf_perf_event_read_value",), (6, 16), "perf_value"),
]
# the source of a row the probes bracket: a key of helper_sources.tsv
BRACKET_SRC = {((5, 10), (6, 1)): "probed_5_10_6_1", ((6, 1), (6, 12)): "probed_6_1_6_12",
               ((6, 12), (6, 18)): "probed_6_12_6_18", ((6, 12), (7, 2)): "probed_6_12_7_2"}

DIR = os.path.dirname(os.path.abspath(__file__))

def rel(s):
    return tuple(int(x) for x in s.split("."))

def tsv(name):
    for l in open(os.path.join(DIR, name)):
        if l.strip() and not l.startswith("#"):
            yield l.rstrip("\n").split("\t")

def main():
    helpers = {}
    for f in tsv("features.tsv"):
        if f[0] == "helper":
            helpers[int(f[1])] = (f[2], rel(f[3]))
    sources = set(f[0] for f in tsv("helper_sources.tsv"))
    head = []
    for l in open(os.path.join(DIR, "helper_types.tsv")):
        if not l.startswith("#"):
            break
        head.append(l)
    sys.stdout.write("".join(head))
    kernels = []
    host = {}
    for a in sys.argv[1:]:
        k, f = a.split("=")
        av = {}
        for l in open(f):
            p = l.split()
            if len(p) == 4 and p[3] in "01":
                av[(p[0], int(p[1]))] = int(p[3])
        if k == "host":
            host = av
        else:
            kernels.append((rel(k), av))
    kernels.sort()
    newest = kernels[-1][0]
    for t in TYPES:
        for hid, (name, r) in sorted(helpers.items()):
            bits = [(k, av.get((t, hid))) for k, av in kernels]
            pin = next((p for p in PINS if name in p[0] and (p[1] is None or t in p[1])), None)
            first = next((k for k, b in bits if b == 1), None)
            if first is None:
                ver, src = None, "never"
            elif pin and first <= pin[2] or pin and first == kernels[0][0]:
                ver, src = pin[2], pin[3]
            else:
                prev = [k for k, b in bits if k < first]
                if not prev or prev[-1] < r:
                    continue        # the helper's own release counts
                # the host's 6.18 (not a Debian build) narrows 6.12..7.2
                if first == (7, 2) and host.get((t, hid)) == 1:
                    first = (6, 18)
                ver, src = first, BRACKET_SRC[(prev[-1], first)]
                bp = next((b for b in BRACKET_PINS if name in b[0]), None)
                # a pin outside the bracket is another route to the helper
                # (the type had it earlier by a commit of its own): the
                # bracket stays, unpinned
                if bp and prev[-1] < bp[1] <= first:
                    ver, src = bp[1], bp[2]
                elif bp:
                    sys.stderr.write("%s %s: pinned %s, probed in (%s, %s]: not pinned\n" %
                                     (t, name, bp[1], prev[-1], first))
            if src not in sources:
                sys.exit("%s %s: source %s: not in helper_sources.tsv" % (t, name, src))
            print("\t".join((t, str(hid), name, "never" if ver is None else "%d.%d" % ver, src)))

main()
