// Times the solver on layout-shaped systems and compares with kiwisolver, whose
// run (kiwi_bench.py, beside this file) builds the very same systems.
//
//     swift run -c release SolverBenchmark [runs] [--swift-only] [--only NAME]
//
// KIWI_PYTHON names the Python that has kiwisolver (default /usr/bin/python3).
import StateGtkCore
import Foundation

let gap = 8.0
let runs = CommandLine.arguments.dropFirst().lazy.compactMap { Int($0) }.first ?? 7
let swiftOnly = CommandLine.arguments.contains("--swift-only")
let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }

// `--chained-layout 400,800`: a StateView's chained children through ConstraintLayout, no GTK.
if let sizes = CommandLine.arguments.firstIndex(of: "--chained-layout").map({ CommandLine.arguments[$0 + 1] }) {
    for count in sizes.split(separator: ",").compactMap({ Int($0) }) {
        let (milliseconds, work) = chainedLayout(count)
        print("chained layout, \(count) children: \(String(format: "%.1f", milliseconds)) ms, \(work.pivots) pivots, \(work.cellsWritten) cells written")
    }
    exit(0)
}

struct System {
    var constraints: [Constraint] = []
    var variables: [Variable] = []
    var container: Variable?
}

/// A row of `count` views: chained with gaps, width >= 20, weak width == 100,
/// spanning the container; the container is fixed unless it is to be edited.
func row(_ count: Int, edit: Bool = false, pinnedWidth: Double? = nil) -> System {
    let lefts = (0..<count).map { Variable("left\($0)") }
    let widths = (0..<count).map { Variable("width\($0)") }
    let container = Variable("container")
    var system = System(variables: lefts + widths)
    system.constraints.append(Constraint(lefts[0] == 0))
    for index in 0..<count {
        if index > 0 {
            system.constraints.append(Constraint(lefts[index] == lefts[index - 1] + widths[index - 1] + gap))
        }
        system.constraints.append(Constraint(widths[index] >= 20))
        system.constraints.append(Constraint(widths[index] == 100, strength: .weak))
    }
    if let pinnedWidth {
        system.constraints.append(Constraint(lefts[count - 1] + widths[count - 1] == pinnedWidth))
        return system
    }
    system.constraints.append(Constraint(lefts[count - 1] + widths[count - 1] == container))
    if !edit {
        system.constraints.append(Constraint(container == Double(count) * 90))
    }
    system.variables.append(container)
    system.container = container
    return system
}

/// `rows` x `columns` views: chained both ways, equal widths and heights, the
/// first view weakly 80 wide, spanning a fixed container.
func grid(_ rows: Int, _ columns: Int) -> System {
    func table(_ name: String) -> [[Variable]] {
        (0..<rows).map { r in (0..<columns).map { c in Variable("\(name)\(r)_\(c)") } }
    }
    let left = table("l"), top = table("t"), width = table("w"), height = table("h")
    let containerWidth = Variable("W"), containerHeight = Variable("H")
    var constraints: [Constraint] = []
    for r in 0..<rows {
        constraints.append(Constraint(left[r][0] == 0))
        for c in 1..<columns {
            constraints.append(Constraint(left[r][c] == left[r][c - 1] + width[r][c - 1] + gap))
        }
        constraints.append(Constraint(left[r][columns - 1] + width[r][columns - 1] == containerWidth))
    }
    for c in 0..<columns {
        constraints.append(Constraint(top[0][c] == 0))
        for r in 1..<rows {
            constraints.append(Constraint(top[r][c] == top[r - 1][c] + height[r - 1][c] + gap))
        }
        constraints.append(Constraint(top[rows - 1][c] + height[rows - 1][c] == containerHeight))
    }
    for r in 0..<rows {
        for c in 0..<columns where (r, c) != (0, 0) {
            constraints.append(Constraint(width[r][c] == width[0][0]))
            constraints.append(Constraint(height[r][c] == height[0][0]))
        }
    }
    constraints.append(Constraint(width[0][0] == 80, strength: .weak))
    constraints.append(Constraint(containerWidth == 100 * Double(columns)))
    constraints.append(Constraint(containerHeight == 50 * Double(rows)))
    let variables = [left, top, width, height].flatMap { $0.flatMap { $0 } }
    return System(constraints: constraints, variables: variables + [containerWidth, containerHeight])
}

struct Measurement {
    var milliseconds: [Double] = []
    var checksum = 0.0
    var constraints = 0

    var median: Double {
        let sorted = milliseconds.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15
}

func checksum(_ variables: [Variable]) -> Double {
    variables.reduce(0) { $0 + $1.value }
}

func timeAdding(_ build: () -> System) throws -> Measurement {
    var measurement = Measurement()
    for _ in 0..<runs {
        let system = build()
        let solver = Solver()
        measurement.milliseconds.append(try milliseconds {
            for constraint in system.constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
        })
        measurement.checksum = checksum(system.variables)
        measurement.constraints = system.constraints.count
    }
    return measurement
}

func suggestions() -> [Double] {
    (0..<1000).map { 800 + Double(($0 * 37) % 3000) }
}

func timeResolving() throws -> Measurement {
    var measurement = Measurement()
    let values = suggestions()
    for _ in 0..<runs {
        let system = row(33, edit: true)
        let solver = Solver()
        for constraint in system.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(system.container!, strength: .strong)
        measurement.milliseconds.append(try milliseconds {
            for value in values {
                try solver.suggestValue(value, for: system.container!)
                solver.updateVariables()
            }
        })
        measurement.checksum = checksum(system.variables)
        measurement.constraints = system.constraints.count
    }
    return measurement
}

func timeManySolvers() throws -> Measurement {
    var measurement = Measurement()
    // Constraints are immutable, so each run's fresh solvers can share them.
    let systems = (0..<1000).map { _ in row(6, pinnedWidth: 600) }
    for _ in 0..<runs {
        measurement.milliseconds.append(try milliseconds {
            for system in systems {
                let solver = Solver()
                for constraint in system.constraints { try solver.addConstraint(constraint) }
                solver.updateVariables()
            }
        })
        measurement.checksum = checksum(systems.last!.variables)
        measurement.constraints = systems[0].constraints.count
    }
    return measurement
}

// MARK: kiwi

struct KiwiResult: Decodable {
    var median_ms: Double
    var checksum: Double
    var constraints: Int
}

struct KiwiReport: Decodable {
    var kiwisolver: String
    var python: String
    var results: [String: KiwiResult]
}

func runKiwi() -> KiwiReport? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_bench.py")
    let python = ProcessInfo.processInfo.environment["KIWI_PYTHON"] ?? "/usr/bin/python3"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script.path, String(runs)]
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        print("kiwi: cannot run \(python): \(error)")
        return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        print("kiwi: \(python) \(script.path) failed; is python3-kiwisolver installed?")
        return nil
    }
    return try? JSONDecoder().decode(KiwiReport.self, from: data)
}

// MARK: Main

let allWorkloads: [(String, () throws -> Measurement)] = [
    ("row 100", { try timeAdding { row(33) } }),
    ("row 1000", { try timeAdding { row(333) } }),
    ("row 5000", { try timeAdding { row(1666) } }),
    ("grid 100", { try timeAdding { grid(5, 5) } }),
    ("grid 1000", { try timeAdding { grid(15, 16) } }),
    ("grid 5000", { try timeAdding { grid(35, 35) } }),
    ("resolve 1000x", timeResolving),
    ("1000 solvers", timeManySolvers),
]

let workloads = allWorkloads.filter { only == nil || $0.0 == only }
print("Swift: median of \(runs) runs per workload")
var swiftResults: [String: Measurement] = [:]
for (name, workload) in workloads {
    swiftResults[name] = try workload()
}
if !swiftOnly { print("kiwi: running kiwi_bench.py") }
let kiwi = swiftOnly ? nil : runKiwi()
if let kiwi {
    print("kiwisolver \(kiwi.kiwisolver), Python \(kiwi.python)")
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func format(_ value: Double, _ decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}

print("")
print("| workload | constraints | Swift ms | kiwi ms | Swift/kiwi | same solution |")
print("|---|---:|---:|---:|---:|---|")
for (name, _) in workloads {
    let swift = swiftResults[name]!
    let other = kiwi?.results[name]
    let ratio = other.map { format(swift.median / $0.median_ms) } ?? "n/a"
    let same = other.map { abs($0.checksum - swift.checksum) <= 1e-6 * max(1, abs(swift.checksum)) ? "yes" : "no" } ?? "n/a"
    print("| \(name) | \(swift.constraints) | \(format(swift.median, 3)) | \(other.map { format($0.median_ms, 3) } ?? "n/a") | \(ratio) | \(same) |")
}
