#!/usr/bin/env python3
# Writes lib/lint/kernel/kernel_data.c's per-(program type, helper) rows from the
# probe dumps of tests/tools/helpertypes (one per Debian matrix kernel:
# `helpertypes >DUMP` inside the VM, as tests/e2e/lint/lint_helper_types.sh
# runs it) and the pins read in kernel sources (PINS below). Run by hand
# when the matrix gains a kernel:
#   gen_helper_types.py kernel_data.c 5.10=bullseye.txt 6.1=bookworm.txt \
#       6.12=trixie.txt 7.2=sid.txt host=host-6.18.txt >rows.c
# A row is written where the type lacks the helper on a matrix kernel that
# is at least the helper's release (it got it later: the first matrix
# kernel that has it, unless PINS names the release), where no matrix
# kernel gives it to the type (never, up to the newest), and for the PINS
# rows below 5.10 (the matrix cannot see them).
import re, sys

# in UAPI order; the networking types whose helpers do not depend on the
# expected attach type (cgroup_sock, cgroup_sock_addr and cgroup_sockopt
# do) nor on kernel config and lockdown the way the tracing types' do
TYPES = ["socket_filter", "sched_cls", "sched_act", "xdp", "cgroup_skb", "lwt_in", "lwt_out", "lwt_xmit",
         "sock_ops", "sk_skb", "cgroup_device", "sk_msg", "lwt_seg6local", "sk_reuseport", "flow_dissector",
         "cgroup_sysctl", "sk_lookup"]
UAPI = dict((t, t.upper()) for t in TYPES)
# (helper name prefix or name, types or None for all) -> (release, source)
PINS = [
    (("bpf_skc_to_tcp6_sock", "bpf_skc_to_tcp_sock", "bpf_skc_to_tcp_timewait_sock",
      "bpf_skc_to_tcp_request_sock", "bpf_skc_to_udp6_sock"), None, (5, 10),
     "SRC_SKC"),
    (("bpf_get_current_task", "bpf_probe_read_user", "bpf_probe_read_kernel", "bpf_probe_read_user_str",
      "bpf_probe_read_kernel_str"), None, (5, 8), "SRC_TASK_PROBE"),
    (("bpf_skb_ecn_set_ce",), ("sched_cls", "sched_act"), (5, 3),
     "SRC_ECN_TC"),
]
# Pins of the releases between two matrix kernels, read in kernel commits
# (their bpf-next pull requests on netdev@ and bpf@): a pin outside the
# probes' bracket does not apply (said on stderr).
TRACE_ALL = ("bpf_get_current_uid_gid", "bpf_get_current_comm", "bpf_perf_event_read",
             "bpf_current_task_under_cgroup", "bpf_get_cgroup_classid", "bpf_task_storage_get",
             "bpf_task_storage_delete", "bpf_copy_from_user", "bpf_copy_from_user_task", "bpf_send_signal",
             "bpf_send_signal_thread", "bpf_get_task_stack", "bpf_get_branch_snapshot", "bpf_find_vma")
BRACKET_PINS = [
    (("bpf_strtol", "bpf_strtoul"), (6, 1), "SRC_STRTOL"),
    (("bpf_get_current_cgroup_id", "bpf_get_current_ancestor_cgroup_id"), (6, 4), "SRC_CGROUP_ID"),
    (("bpf_get_current_pid_tgid", "bpf_get_ns_current_pid_tgid"), (6, 10), "SRC_PID_TGID"),
    (TRACE_ALL, (6, 16), "SRC_TRACE_ALL"),
    (("bpf_perf_event_read_value",), (6, 16), "SRC_PERF_VALUE"),
]
# the source of a row the probes bracket: SRC_<older>_<newer> in the C file
BRACKET_SRC = {((5, 10), (6, 1)): "SRC_5_10_6_1", ((6, 1), (6, 12)): "SRC_6_1_6_12",
               ((6, 12), (6, 18)): "SRC_6_12_6_18", ((6, 12), (7, 2)): "SRC_6_12_7_2"}

def rel(s):
    return tuple(int(x) for x in s.split("."))

def main():
    helpers = {}
    for m in re.finditer(r'\{ (\d+), "(bpf_\w+)", KV\((\d+), (\d+)\)', open(sys.argv[1]).read()):
        helpers[int(m.group(1))] = (m.group(2), (int(m.group(3)), int(m.group(4))))
    kernels = []
    host = {}
    for a in sys.argv[2:]:
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
                ver, src = None, "SRC_NEVER"
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
            print('\t{ BPF_PROG_TYPE_%s, %d, %s, %s },\t/* %s */' % (
                UAPI[t], hid, "NEVER" if ver is None else "KV(%d, %d)" % ver, src, name))

main()
