// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
/// One timed run of one operation by one implementation, in nanoseconds.
struct Sample {
    /// From the first line of the action to the end of its synchronous work (StateGtk's render
    /// runs in the frame, not here).
    var sync: UInt64
    /// The next frame: before-paint to after-paint.
    var frame: FrameTimer.Frame
    /// From the first line of the action to the frame's after-paint.
    var latency: UInt64
    /// Frames that followed the timed one before the main loop went quiet, and their work (wall
    /// and main-thread CPU time): work the operation caused, put off to a later frame.
    var extraFrames: Int
    var extraFrameWork: UInt64
    var extraFrameCPU: UInt64

    /// The main thread's CPU time in the synchronous work.
    var syncCPU: UInt64

    /// What the operation costs: its own work plus that frame's and any later frame's (wall time).
    var busy: UInt64 { sync + frame.work + extraFrameWork }
    /// The same in the main thread's CPU time: insensitive to other load on the machine.
    var busyCPU: UInt64 { syncCPU + frame.cpu + extraFrameCPU }
}

/// All the samples of one operation.
struct OperationResult {
    let operation: Operation
    var repetitions: Int
    var warmups: Int
    /// By implementation name; an implementation that was skipped has no entry.
    var samples: [String: [Sample]] = [:]
    /// StateGtk's mutations in each measured repetition.
    var mutations: [GtkMutations.Counts] = []

    func median(_ implementation: String, _ value: (Sample) -> UInt64) -> Double? {
        guard let samples = samples[implementation], !samples.isEmpty else { return nil }
        return Statistics.median(samples.map { milliseconds(value($0)) })
    }

    /// `implementation`'s busy time against `reference`'s, repetition by repetition.
    func comparison(_ implementation: String, to reference: String) -> PairedComparison? {
        guard let runs = samples[implementation], let references = samples[reference] else { return nil }
        return PairedComparison(runs.map { Double($0.busy) }, references.map { Double($0.busy) })
    }
}

/// Runs the operations, alternating the implementations within each repetition (and rotating
/// which goes first) so that drift (thermal, other load on the machine) and the traces one run
/// leaves for the next spread over all of them.
@MainActor
final class Runner {
    let implementations: [ListImplementation]
    let options: Options
    /// The names used in the results.
    nonisolated static let stateGtk = "StateGtk", naive = "GTK naive", best = "GTK best"

    init(implementations: [ListImplementation], options: Options) {
        self.implementations = implementations
        self.options = options
    }

    func run(_ operation: Operation) -> OperationResult {
        let repetitions = operation.isLarge ? options.largeRepetitions : options.repetitions
        let warmups = operation.isLarge ? options.largeWarmups : options.warmups
        var result = OperationResult(operation: operation, repetitions: repetitions, warmups: warmups)
        for repetition in 0..<(warmups + repetitions) {
            let (setup, action) = operation.scenario(repetition: repetition)
            let expected = setup.applying(action)
            // The order rotates as well, so that each goes first in a third of the repetitions:
            // in a fixed order, GTK naive and GTK best, which run the same code for update,
            // differed by 14% in its layout phase.
            let rotation = repetition % implementations.count
            for implementation in implementations[rotation...] + implementations[..<rotation] {
                if operation.isLarge && implementation.name == Self.naive {
                    // GTK naive takes about a minute per 10,000-row run: no warm-up (a run that
                    // long has nothing to warm), or no run at all with --quick.
                    if options.skipLargeNaive || repetition < warmups { continue }
                }
                implementation.host.raise()
                implementation.load(setup)
                implementation.host.frameAndSettle()
                Verification.check(implementation, shows: setup, after: "the setup of \(operation.id)")

                let (sample, counts) = timedRun(implementation, action, operation)
                Verification.check(implementation, shows: expected, after: operation.id)

                // Back to an empty list, untimed, so every run starts from the same state and
                // the idle windows hold no rows.
                implementation.load(ListModel())
                implementation.host.frameAndSettle()

                guard repetition >= warmups else { continue }
                result.samples[implementation.name, default: []].append(sample)
                if let counts { result.mutations.append(counts) }
            }
        }
        return result
    }

    private func timedRun(_ implementation: ListImplementation, _ action: ListAction, _ operation: Operation)
        -> (Sample, GtkMutations.Counts?)
    {
        let host = implementation.host
        let timer = host.timer!
        let framesBefore = timer.completedFrames
        var start: UInt64 = 0, startCPU: UInt64 = 0
        PerfControl.enable(for: implementation.name)
        let counts = GtkMutations.measure {
            start = monotonicNanoseconds()
            startCPU = threadCPUNanoseconds()
            implementation.perform(action)
            timer.scheduleSyncMarker()
            // The frame that shows the result; a full repaint of the window for every operation
            // and implementation alike.
            gtk_widget_queue_draw(host.window)
            guard host.waitForFrame(after: framesBefore, also: { timer.syncEnd != nil }) else {
                fatalError("\(implementation.name): no frame after \(operation.id) within the timeout")
            }
        }
        PerfControl.disable(for: implementation.name)
        let frame = timer.lastFrame
        let syncEnd = timer.syncEnd!
        if timer.completedFrames != framesBefore + 1 {
            warn("\(implementation.name) \(operation.id): \(timer.completedFrames - framesBefore) frames ran before the synchronous work ended; only the last is timed")
        } else if frame.start < syncEnd {
            warn("\(implementation.name) \(operation.id): the frame started before the synchronous work ended; busy time is approximate")
        }
        if options.tracesRuns { trace(implementation, operation, start: start, syncEnd: syncEnd, frame: frame) }
        // Frames the operation causes after the timed one (a resize queued during allocation, a
        // restyle GTK put off) are its work too: busy includes them, and the report counts them.
        let framesAfter = timer.completedFrames, workAfter = timer.accumulatedWork, cpuAfter = timer.accumulatedCPU
        GtkSupport.settle()
        let sample = Sample(
            sync: syncEnd - start, frame: frame, latency: frame.end - start,
            extraFrames: timer.completedFrames - framesAfter, extraFrameWork: timer.accumulatedWork - workAfter,
            extraFrameCPU: timer.accumulatedCPU - cpuAfter,
            syncCPU: timer.syncEndCPU - startCPU)
        return (sample, implementation.countsMutations ? counts : nil)
    }
}

extension Runner {
    /// One line per timed run on stderr: phase times relative to the start, plus the process's
    /// context switches and page faults so far (to tell waiting from working).
    private func trace(_ implementation: ListImplementation, _ operation: Operation, start: UInt64, syncEnd: UInt64, frame: FrameTimer.Frame) {
        func at(_ time: UInt64?) -> String { time.map { String(format: "%.3f", milliseconds($0 - start)) } ?? "-" }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        FileHandle.standardError.write(Data(
            "trace \(operation.id) \(implementation.name): sync end \(at(syncEnd)), frame \(at(frame.start)), layout \(at(frame.layoutStart))..\(at(frame.layoutEnd)), painted \(at(frame.paintEnd)), after-paint \(at(frame.end)) ms; voluntary/involuntary switches \(usage.ru_nvcsw)/\(usage.ru_nivcsw), minor faults \(usage.ru_minflt)\n".utf8))
    }
}
