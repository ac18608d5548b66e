// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
/// Cheap correctness checks, outside the timing: GTK's widget tree must show the model.
@MainActor
enum Verification {
    /// Compares the number of rows GTK holds, and a few rows (first, second, fourth, 999th,
    /// last: the ones the operations touch) by id, text and selection, with `model`. Exits with
    /// a message on the first difference: timings of a wrong result mean nothing.
    static func check(_ implementation: ListImplementation, shows model: ListModel, after context: String) {
        let rows = GtkSupport.children(of: implementation.rowContainer)
        guard rows.count == model.rows.count else {
            fail(implementation, context, "GTK holds \(rows.count) rows, expected \(model.rows.count)")
        }
        let sampled = Set([0, 1, 3, 998, rows.count - 1]).filter { rows.indices.contains($0) }.sorted()
        for index in sampled {
            let cells = GtkSupport.children(of: rows[index])
            guard cells.count == 4 else { fail(implementation, context, "row \(index) has \(cells.count) children, expected 4") }
            let expected = model.rows[index]
            let id = GtkSupport.labelText(cells[0]), text = GtkSupport.labelText(cells[1])
            guard id == String(expected.id) else { fail(implementation, context, "row \(index) shows id \(id), expected \(expected.id)") }
            guard text == expected.label else { fail(implementation, context, "row \(index) shows \"\(text)\", expected \"\(expected.label)\"") }
            let selected = GtkSupport.hasStyleClass(cells[1], "selected")
            guard selected == (expected.id == model.selectedID) else {
                fail(implementation, context, "row \(index) is \(selected ? "" : "not ")selected, expected the opposite")
            }
        }
    }

    private static func fail(_ implementation: ListImplementation, _ context: String, _ message: String) -> Never {
        FileHandle.standardError.write(Data("KeyedListBenchmark: WRONG RESULT: \(implementation.name), \(context): \(message)\n".utf8))
        exit(2)
    }
}
