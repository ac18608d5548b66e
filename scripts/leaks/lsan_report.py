#!/usr/bin/env python3
"""Reads LeakSanitizer reports and sorts the definitely lost blocks by who allocated them.

    python3 lsan_report.py SOURCE_ROOT REPORT...

Walking a leak's stack from the allocation outwards, past the allocators and the libraries that
only pass memory on (libc, GLib, GObject, the Swift runtime, Foundation, libdispatch, and GTK,
whose constructors and getters hand the caller memory to free), the first frame left decides:
- in a source file under SOURCE_ROOT or a Swift symbol of one of the package's modules (StateGtk,
  its examples and tests; the debug build has their line tables): StateGtk's. Exits 1 when there
  is any.
- Swift weak-reference side tables (swift::RefCounts::formWeakReference) are listed apart: Swift
  keeps the only pointer to one inside its object's reference count, shifted, where LeakSanitizer
  cannot see it, so every side table of an object still alive at exit looks lost. Were the object
  itself lost, its own block (swift_allocObject) would be listed.
- anywhere else (XCTest's one-time allocations, a library's constructor at load time) or in
  GLib's quark table (never freed, by design): not StateGtk's.
- nowhere (the stack ends inside the runtimes): unattributed, listed with the others.
"""
import re
import sys

PASS_THROUGH = ("libc.so", "libasan", "asan_malloc_linux", "libglib-2.0", "libgobject-2.0", "libgio-2.0",
                "libswiftCore", "libFoundation", "libswiftDispatch", "libdispatch", "libswift_Concurrency",
                "libstdc++", "libgtk-3", "libgdk-3", "swift::", "swift_")

# Swift symbols of the package's modules, for frames without a file (compiler-generated closures).
OUR_MODULES = re.compile(r"\$s\d+(StateGtk|XCEState|SwiftHub|Gallery|Frame|Soak|ConstraintDemo)\w*")
root = sys.argv[1].rstrip("/") + "/"
ours, side_tables, theirs = [], [], []
for path in sys.argv[2:]:
    text = open(path, errors="replace").read()
    for block in re.split(r"\n(?=Direct leak|Indirect leak)", text):
        if not block.startswith("Direct leak"):
            continue
        header = block.splitlines()[0]
        lines = re.findall(r"^\s+#\d+ 0x[0-9a-f]+ (.*)$", block, re.M)
        owner = next((line for line in lines if not any(name in line for name in PASS_THROUGH)), None)
        entry = "%s\n    first frame past the runtimes: %s" % (header, owner or "none (stack ends in the runtimes)")
        if any("formWeakReference" in line for line in lines):
            side_tables.append(entry)
        elif any(line.startswith("in g_quark_from") for line in lines):
            theirs.append(entry)
        elif owner and (root in owner or OUR_MODULES.search(owner)):
            ours.append(entry)
        else:
            theirs.append(entry)


def section(title, entries, show=True):
    print("%s: %d" % (title, len(entries)))
    if show:
        for entry in entries:
            print(entry)


section("Definitely lost blocks allocated by StateGtk, an example or a test", ours)
section("Swift weak-reference side tables (objects alive at exit, see above)", side_tables, show=False)
section("Definitely lost blocks allocated elsewhere (GTK, GLib, XCTest) or unattributed", theirs)
sys.exit(1 if ours else 0)
