"""Solves a constraint system exported by StateGtk (ConstraintLayout.exportedSystem) with
kiwisolver and prints {"milliseconds": median, "constraints": count} as JSON.

Usage: python3 kiwi_solve.py SYSTEM.json RUNS. The constraints are built before the clock
starts; the clock covers adding them to a new solver, the edit variables and their
suggested values, and updateVariables.
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

MAX_STRENGTH = kiwi.strength.required * 0.999


def build(system):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    constraints = []
    for c in system["constraints"]:
        expression = sum((variables[i] * coefficient for i, coefficient in c["terms"]), c["constant"])
        relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["op"]]
        strength = kiwi.strength.required if c["strength"] == "required" else min(c["strength"], MAX_STRENGTH)
        constraints.append(relation | strength)
    edits = [(variables[e["variable"]], min(e["strength"], MAX_STRENGTH), e["value"]) for e in system["edits"]]
    return constraints, edits


def solve(constraints, edits):
    solver = kiwi.Solver()
    start = time.perf_counter()
    for constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            pass
    for variable, strength, value in edits:
        solver.addEditVariable(variable, strength)
        solver.suggestValue(variable, value)
    solver.updateVariables()
    return (time.perf_counter() - start) * 1000


def main():
    with open(sys.argv[1]) as f:
        system = json.load(f)
    runs = int(sys.argv[2])
    times = []
    for _ in range(runs):
        constraints, edits = build(system)
        times.append(solve(constraints, edits))
    print(json.dumps({"milliseconds": statistics.median(times), "constraints": len(system["constraints"])}))


if __name__ == "__main__":
    main()
