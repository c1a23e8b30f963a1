# The Debian corpus of real third-party BPF objects: the compiled programs
# shipped by Debian's xdp-tools and libxdp1, and the objects libbpf-tools
# embeds in its skeleton executables (carved out of the binaries). Source
# after common.sh. Packages are cached under $BUILD/cache/debian-bpf.

# debian_corpus NAME: CORPUS becomes the file listing every object (one
# path a line); returns 1 after a SKIP (no network) or FAIL line for NAME.
debian_corpus() {
	CACHE="$B/cache/debian-bpf"
	mkdir -p "$CACHE/debs" "$CACHE/root" || { fail "$1: cannot create $CACHE"; return 1; }
	for p in xdp-tools libxdp1 libbpf-tools; do
		ls "$CACHE/debs/${p}_"*.deb >/dev/null 2>&1 && continue
		(cd "$CACHE/debs" && apt-get download "$p" >"$CACHE/apt.log" 2>&1) ||
			{ skip "$1: apt-get download $p failed (no network?): $(tail -1 "$CACHE/apt.log")"; return 1; }
	done
	for d in "$CACHE"/debs/*.deb; do
		[ -d "$CACHE/root/$(basename "$d")" ] ||
			dpkg-deb -x "$d" "$CACHE/root/$(basename "$d")" ||
			{ fail "$1: dpkg-deb -x $d failed"; return 1; }
	done
	mkdir -p "$CACHE/carved"
	[ -n "$(ls "$CACHE/carved")" ] ||
		python3 "$TOP/tests/lib/carve_bpf.py" "$CACHE/carved" "$CACHE"/root/libbpf-tools_*/usr/sbin/*
	{ find "$CACHE/root" -name '*.o' -type f; find "$CACHE/carved" -name '*.o' -type f; } | sort >"$CACHE/list"
	CORPUS=$CACHE/list
	[ -s "$CORPUS" ] || { fail "$1: no .o files in the Debian packages"; return 1; }
}
