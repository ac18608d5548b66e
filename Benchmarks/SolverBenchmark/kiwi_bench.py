"""The SolverBenchmark workloads on kiwisolver, timings as JSON on stdout.

Run by SolverBenchmark (main.swift beside this file), which builds the very
same constraint systems. Constraints are built before the clock starts; only
solver calls are timed. Usage: python3 kiwi_bench.py RUNS
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

GAP = 8.0


def row(n, edit=False, pinned_width=None):
    """A row of n views: chained with gaps, width >= 20, weak width == 100,
    spanning the container. Returns (constraints, variables, container)."""
    lefts = [kiwi.Variable(f"left{i}") for i in range(n)]
    widths = [kiwi.Variable(f"width{i}") for i in range(n)]
    container = kiwi.Variable("container")
    cns = [lefts[0] == 0]
    for i in range(n):
        if i > 0:
            cns.append(lefts[i] == lefts[i - 1] + widths[i - 1] + GAP)
        cns.append(widths[i] >= 20)
        cns.append((widths[i] == 100) | "weak")
    if pinned_width is not None:
        cns.append(lefts[-1] + widths[-1] == pinned_width)
        return cns, lefts + widths, None
    cns.append(lefts[-1] + widths[-1] == container)
    if not edit:
        cns.append(container == n * 90.0)
    return cns, lefts + widths + [container], container


def grid(rows, cols):
    """rows x cols views: chained both ways, equal widths and heights, the
    first view weakly 80 wide, spanning a fixed container."""
    left = [[kiwi.Variable(f"l{r}_{c}") for c in range(cols)] for r in range(rows)]
    top = [[kiwi.Variable(f"t{r}_{c}") for c in range(cols)] for r in range(rows)]
    width = [[kiwi.Variable(f"w{r}_{c}") for c in range(cols)] for r in range(rows)]
    height = [[kiwi.Variable(f"h{r}_{c}") for c in range(cols)] for r in range(rows)]
    container_width = kiwi.Variable("W")
    container_height = kiwi.Variable("H")
    cns = []
    for r in range(rows):
        cns.append(left[r][0] == 0)
        for c in range(1, cols):
            cns.append(left[r][c] == left[r][c - 1] + width[r][c - 1] + GAP)
        cns.append(left[r][-1] + width[r][-1] == container_width)
    for c in range(cols):
        cns.append(top[0][c] == 0)
        for r in range(1, rows):
            cns.append(top[r][c] == top[r - 1][c] + height[r - 1][c] + GAP)
        cns.append(top[-1][c] + height[-1][c] == container_height)
    for r in range(rows):
        for c in range(cols):
            if (r, c) != (0, 0):
                cns.append(width[r][c] == width[0][0])
                cns.append(height[r][c] == height[0][0])
    cns.append((width[0][0] == 80) | "weak")
    cns.append(container_width == 100.0 * cols)
    cns.append(container_height == 50.0 * rows)
    variables = [v for table in (left, top, width, height) for line in table for v in line]
    return cns, variables + [container_width, container_height], None


def suggestions():
    return [800.0 + (k * 37) % 3000 for k in range(1000)]


def time_add(build, runs):
    times, checksum, count = [], 0.0, 0
    for _ in range(runs):
        cns, variables, _ = build()
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in cns:
            solver.addConstraint(c)
        solver.updateVariables()
        times.append(time.perf_counter() - start)
        checksum, count = sum(v.value() for v in variables), len(cns)
    return times, checksum, count


def time_resolve(runs):
    times, checksum, count = [], 0.0, 0
    values = suggestions()
    for _ in range(runs):
        cns, variables, container = row(33, edit=True)
        solver = kiwi.Solver()
        for c in cns:
            solver.addConstraint(c)
        solver.addEditVariable(container, "strong")
        start = time.perf_counter()
        for value in values:
            solver.suggestValue(container, value)
            solver.updateVariables()
        times.append(time.perf_counter() - start)
        checksum, count = sum(v.value() for v in variables), len(cns)
    return times, checksum, count


def time_many_solvers(runs):
    times, checksum, count = [], 0.0, 0
    # Constraints are immutable, so each run's fresh solvers can share them.
    systems = [row(6, pinned_width=600.0) for _ in range(1000)]
    for _ in range(runs):
        start = time.perf_counter()
        for cns, _, _ in systems:
            solver = kiwi.Solver()
            for c in cns:
                solver.addConstraint(c)
            solver.updateVariables()
        times.append(time.perf_counter() - start)
        checksum = sum(v.value() for v in systems[-1][1])
        count = len(systems[0][0])
    return times, checksum, count


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    workloads = {
        "row 100": lambda: time_add(lambda: row(33), runs),
        "row 1000": lambda: time_add(lambda: row(333), runs),
        "row 5000": lambda: time_add(lambda: row(1666), runs),
        "grid 100": lambda: time_add(lambda: grid(5, 5), runs),
        "grid 1000": lambda: time_add(lambda: grid(15, 16), runs),
        "grid 5000": lambda: time_add(lambda: grid(35, 35), runs),
        "resolve 1000x": lambda: time_resolve(runs),
        "1000 solvers": lambda: time_many_solvers(runs),
    }
    results = {}
    for name, run in workloads.items():
        times, checksum, count = run()
        results[name] = {
            "median_ms": statistics.median(times) * 1000,
            "checksum": checksum,
            "constraints": count,
        }
    json.dump({"kiwisolver": kiwi.__version__, "python": sys.version.split()[0],
               "runs": runs, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
