#!/bin/sh
# Run one libFuzzer target: run.sh TARGET SECONDS. Nice'd (the machine is
# shared), new inputs kept under $FUZZ_DIR/work/TARGET (FUZZ_DIR defaults to
# build/fuzz), crashes written as $FUZZ_DIR/crash-TARGET-*; the final
# statistics line goes to $FUZZ_DIR/stats.txt ("TARGET runs N secs S
# execs/s E"). The per-input
# timeout is 60 s: at nice 19 on a loaded machine a 10 s limit fired on an
# input that replays in 0.1 s.
t=$1 secs=$2
TOP=$(cd "$(dirname "$0")/../.." && pwd)
F=${FUZZ_DIR:-$TOP/build/fuzz}
case $F in /*) ;; *) F=$TOP/$F ;; esac
mkdir -p "$F/work/$t" "$TOP/tests/fuzz/corpus/$t"
case $t in
manifest) dict=$TOP/tests/fuzz/json.dict; maxlen=4096 ;;
source) dict=$TOP/tests/fuzz/c.dict; maxlen=8192 ;;
legacy_maps) dict=$TOP/tests/fuzz/elf.dict; maxlen=1024 ;;
*) dict=$TOP/tests/fuzz/elf.dict; maxlen=20000 ;;
esac
start=$(date +%s)
nice -n 19 "$F/fuzz_$t" -max_total_time="$secs" -timeout=60 -rss_limit_mb=2048 \
	-max_len=$maxlen -dict="$dict" -print_final_stats=1 -artifact_prefix="$F/crash-$t-" \
	"$F/work/$t" "$TOP/tests/fuzz/corpus/$t" "$F/seeds/$t" >"$F/$t.log" 2>&1
rc=$?
end=$(date +%s)
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$F/$t.log" | tail -1)
eps=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$F/$t.log" | tail -1)
echo "$t runs ${runs:-?} secs $((end - start)) execs/s ${eps:-?} rc $rc" | tee -a "$F/stats.txt"
[ $rc -eq 0 ] || { tail -40 "$F/$t.log"; exit 1; }
