// toolkit: both
import StateGtk
/// One benchmarked operation: an untimed setup (the rows shown before) and the timed action,
/// with the fewest GTK mutations that can do it.
struct Operation {
    /// The name `--ops` selects it by.
    let id: String
    let title: String
    /// Diagnostics are reported but not part of the geometric mean.
    let isDiagnostic: Bool
    /// 10,000-row operations run fewer repetitions.
    let isLarge: Bool
    let setupRows: Int
    let makeAction: @Sendable (inout RowGenerator, ListModel) -> ListAction
    let minimum: GtkMutations.Counts

    /// Setup model and action of one repetition: the same for every implementation.
    func scenario(repetition: Int) -> (setup: ListModel, action: ListAction) {
        var generator = RowGenerator(seed: UInt64(repetition + 1) &* 0x5851_F42D_4C95_7F2D ^ UInt64(id.utf8.count))
        let setup = ListModel(rows: generator.rows(setupRows))
        return (setup, makeAction(&generator, setup))
    }
}

private func counts(adds: Int = 0, removes: Int = 0, reorders: Int = 0, destroys: Int = 0, labelSets: Int = 0,
                    styleClassChanges: Int = 0) -> GtkMutations.Counts {
    var counts = GtkMutations.Counts()
    counts.adds = adds
    counts.removes = removes
    counts.reorders = reorders
    counts.destroys = destroys
    counts.labelSets = labelSets
    counts.styleClassChanges = styleClassChanges
    return counts
}

/// A new row is one add into the list plus four into the row (id label, text label, button,
/// empty label; the button's inner label comes with the button). Labels created with their text
/// need no label set. A removed row is one remove and one destroy; its children go with it.
private func rowsAdded(_ count: Int) -> Int { count * 5 }

let allOperations: [Operation] = [
    Operation(id: "create", title: "create 1,000 rows", isDiagnostic: false, isLarge: false, setupRows: 0,
              makeAction: { generator, _ in .create(generator.rows(1000)) },
              minimum: counts(adds: rowsAdded(1000))),
    Operation(id: "replace", title: "replace all 1,000 rows", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { generator, _ in .replaceAll(generator.rows(1000)) },
              minimum: counts(adds: rowsAdded(1000), removes: 1000, destroys: 1000)),
    Operation(id: "update", title: "update every 10th row (of 1,000)", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .updateEvery(stride: 10, suffix: " !!!") },
              minimum: counts(labelSets: 100)),
    Operation(id: "select", title: "select row", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .select(index: 1) },
              minimum: counts(styleClassChanges: 1)),
    Operation(id: "swap", title: "swap rows 2 and 999", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .swap(1, 998) },
              minimum: counts(reorders: 2)),
    Operation(id: "remove", title: "remove row (the 4th of 1,000)", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .remove(index: 3) },
              minimum: counts(removes: 1, destroys: 1)),
    Operation(id: "create10k", title: "create 10,000 rows", isDiagnostic: false, isLarge: true, setupRows: 0,
              makeAction: { generator, _ in .create(generator.rows(10_000)) },
              minimum: counts(adds: rowsAdded(10_000))),
    Operation(id: "append", title: "append 1,000 rows to 1,000", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { generator, _ in .append(generator.rows(1000)) },
              minimum: counts(adds: rowsAdded(1000))),
    Operation(id: "clear", title: "clear 1,000 rows", isDiagnostic: false, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .clear },
              minimum: counts(removes: 1000, destroys: 1000)),
    Operation(id: "move", title: "move last row to first (diag.)", isDiagnostic: true, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .moveLastToFirst },
              minimum: counts(reorders: 1)),
    Operation(id: "reverse", title: "reverse 1,000 rows (diag.)", isDiagnostic: true, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .reverse },
              minimum: counts(reorders: 999)),
    Operation(id: "noop", title: "no-op re-render of 1,000 (diag.)", isDiagnostic: true, isLarge: false, setupRows: 1000,
              makeAction: { _, _ in .rerender },
              minimum: counts()),
]
