#if GTK3
import BenchmarkSupport
import CGtk
import StateGtk
/// The GTK work under a `ScaleView` of the same shape, by hand and with no layout to solve: the
/// same `count` labels made, styled and measured, each 40 × 20 at the position its constraints
/// would give it, in a GtkFixed in the same viewport. What no layout, StateGtk's or kiwi's, can go
/// below.
@MainActor
enum GtkFloor {
    /// Milliseconds from making the first label to the last one allocated at its place.
    static func measure(_ shape: ScaleView.Shape, count: Int, in viewport: UnsafeMutablePointer<GtkWidget>) -> Double {
        let columns = shape == .chained ? count : Int(Double(count).squareRoot().rounded(.up))
        let start = monotonicNanoseconds()
        let fixed = gtk_fixed_new()!
        var last: UnsafeMutablePointer<GtkWidget>?
        for index in 0..<count {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let label = gtk_label_new("\(index)")!
            gtk_widget_set_size_request(label, 40, 20)
            gtk_fixed_put(UnsafeMutableRawPointer(fixed).assumingMemoryBound(to: GtkFixed.self), label, Int32(column * 48), Int32(row * 28))
            last = label
        }
        gtk_container_add(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), fixed)
        gtk_widget_show_all(fixed)
        let (row, column) = (count - 1).quotientAndRemainder(dividingBy: columns)
        let placed = Gtk.runUntil(timeout: 600) {
            var frame = GtkAllocation()
            gtk_widget_get_allocation(last, &frame)
            return frame.x == Int32(column * 48) && frame.y == Int32(row * 28) && frame.width == 40 && frame.height == 20
        }
        let elapsed = milliseconds(monotonicNanoseconds() - start)
        precondition(placed, "GTK floor, \(shape) \(count): the last label is not at its place")
        gtk_container_remove(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), fixed)
        Gtk.drainEvents()
        return elapsed
    }
}
#endif
