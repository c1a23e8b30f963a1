#!/usr/bin/env python3
# rooms.py KIND EDGES: reads "USER USED" lines (paths of lib/ files without
# their extension: a .c and its own .h are one unit) and prints a line per
# circle, at every level of the tree: between units, and between the rooms
# (folders) of every folder, where a use from one room into another is an
# arrow between the two rooms below the folder that holds both. KIND
# (names, symbols) says what the arrows were read from. Exit 1 on a circle.
import sys

kind, path = sys.argv[1], sys.argv[2]
edges = set()
for line in open(path):
    a, b = line.split()
    if a != b:
        edges.add((a, b))

def circles(nodes, arrows):
    """Strongly connected components of more than one node (Tarjan)."""
    succ = {n: [] for n in nodes}
    for a, b in sorted(arrows):
        succ[a].append(b)
    index, low, stack, on, out = {}, {}, [], set(), []
    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v); on.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    for n in sorted(nodes):
        if n not in index:
            visit(n)
    return out

bad = []
units = {x for e in edges for x in e}
for comp in circles(units, edges):
    bad.append("units " + " <-> ".join(comp))
# every folder: the arrows between its children (a child folder or a unit)
by_room = {}
for a, b in sorted(edges):
    pa, pb = a.split("/"), b.split("/")
    i = 0
    while i < min(len(pa), len(pb)) - 1 and pa[i] == pb[i]:
        i += 1
    if i >= len(pa) - 1 and i >= len(pb) - 1:
        continue  # two units of one folder: the unit level's business
    room = "/".join(pa[:i]) or "lib"
    ca, cb = pa[i], pb[i]
    if ca != cb:
        by_room.setdefault(room, {}).setdefault((ca, cb), []).append("%s -> %s" % (a, b))
for room, arrows in sorted(by_room.items()):
    nodes = {x for e in arrows for x in e}
    for comp in circles(nodes, set(arrows)):
        why = "; ".join(arrows[e][0] for e in sorted(arrows)
                        if e[0] in comp and e[1] in comp)
        bad.append("room %s: %s (%s)" % (room, " <-> ".join(comp), why))
for b in bad:
    print("FAIL: lib_layers: by %s: %s" % (kind, b))
rooms = len(by_room)
print("# by %s: %d units, %d arrows, %d folders with arrows between their rooms"
      % (kind, len(units), len(edges), rooms))
sys.exit(1 if bad else 0)
