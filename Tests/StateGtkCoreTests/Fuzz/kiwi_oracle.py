"""kiwisolver as the oracle for LayoutFuzzTests: solves the systems the test sends.

    /usr/bin/python3 kiwi_oracle.py < systems.json > answers.json

Input: a JSON list of systems, each
    {"edits": [[variable, strength, value], ...],
     "constraints": [{"terms": [[variable, coefficient], ...], "constant": c,
                      "op": "==" | "<=" | ">=", "strength": weight or "required"}, ...]}
meaning `sum(coefficient * variable) + c  op  0`. An edit `[v, strength, value]` is the
constraint `v == value` at that strength, which is what an edit variable with a suggested value
is (suggesting a value through kiwi's own edit variables crashes kiwisolver 1.4.4 with "Dual
optimize failed" when required constraints pin the variable). A required constraint that
cannot hold together with the required ones kept before it is rejected and left out, as in
StateGtk's solver; the rest are solved together.
Output: per system {"rejected": [constraint indices], "values": {variable: value}}.
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    variables = {}

    def var(name):
        if name not in variables:
            variables[name] = kiwi.Variable(name)
        return variables[name]

    def build(c):
        expression = sum((var(name) * coefficient for name, coefficient in c["terms"]), kiwi.Expression([], c["constant"]))
        constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["op"]]
        return constraint | c["strength"]

    # kiwisolver 1.4.4 can leave a solver inconsistent after it rejected a constraint (later
    # solutions then break required constraints), so each required constraint is judged by a
    # fresh solver holding only the required constraints kept before it.
    rejected, kept_required = [], []
    for index, c in enumerate(system["constraints"]):
        if c["strength"] != "required":
            continue
        judge = kiwi.Solver()
        for earlier in kept_required:
            judge.addConstraint(build(earlier))
        try:
            judge.addConstraint(build(c))
            kept_required.append(c)
        except kiwi.UnsatisfiableConstraint:
            rejected.append(index)

    solver = kiwi.Solver()
    for name, strength, value in system["edits"]:
        solver.addConstraint((var(name) == value) | strength)
    for index, c in enumerate(system["constraints"]):
        if index not in rejected:
            solver.addConstraint(build(c))
    solver.updateVariables()
    return {"rejected": rejected, "values": {name: v.value() for name, v in variables.items()}}


json.dump([solve(system) for system in json.load(sys.stdin)], sys.stdout)
