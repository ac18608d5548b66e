#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
/// A label of `bytes` of text, wrapping, in a 800 × 600 window: by hand (a GtkLabel in a
/// GtkScrolledWindow) and through StateGtk (a Label placed in a StateView, in the same scrolled
/// window). Milliseconds from making the label to the window laid out and painted once.
@MainActor
enum LongLabel {
    final class Holder: StateView {
        let label = Label()
        override func render() {
            // The whole text, as the GtkLabel by hand has it (a Label shows its textLimit).
            label.textLimit = TextLimit(characters: .max, lines: .max)
            place(label, key: "text")
        }
    }

    static func text(bytes: Int) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit."]
        var text = "", index = 0
        while text.utf8.count < bytes {
            text += words[index % words.count] + (index % 97 == 96 ? "\n" : " ")
            index += 1
        }
        return text
    }

    static func measure(bytes: Int, throughStateGtk: Bool) -> Double {
        let text = text(bytes: bytes)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 800, 600)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), scrolled)
        let start = monotonicNanoseconds()
        let shown: UnsafeMutablePointer<GtkWidget>
        var holder: Holder?
        if throughStateGtk {
            let view = Holder()
            view.label.text = text
            view.label.wraps = true
            holder = view
            gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), view.widget)
            view.renderDeep()
            shown = view.label.gtkWidget
        } else {
            let label = gtk_label_new(text)!
            gtk_label_set_line_wrap(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self), 1)
            gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), label)
            shown = label
        }
        gtk_widget_show_all(window)
        Gtk.runUntil(timeout: 600) { gtk_widget_get_mapped(shown) != 0 && gtk_widget_get_allocated_height(shown) > 600 }
        Gtk.drainEvents()
        let elapsed = milliseconds(monotonicNanoseconds() - start)
        gtk_widget_destroy(window)
        Gtk.drainEvents()
        _ = holder
        return elapsed
    }

    static func run(megabytes: Double, repetitions: Int) {
        let bytes = Int(megabytes * 1_000_000)
        _ = measure(bytes: 10_000, throughStateGtk: true)
        var byHand: [Double] = [], library: [Double] = []
        for _ in 0..<repetitions {
            byHand.append(measure(bytes: bytes, throughStateGtk: false))
            library.append(measure(bytes: bytes, throughStateGtk: true))
        }
        let hand = byHand.sorted()[repetitions / 2], ours = library.sorted()[repetitions / 2]
        print("\n| label of \(bytes.formatted()) bytes | made → laid out and painted (ms) |")
        print("|---|---:|")
        print("| GtkLabel by hand | \(String(format: "%.0f", hand)) |")
        print("| Label in a StateView | \(String(format: "%.0f", ours)) |")
        print("\nRatio \(String(format: "%.2f", ours / hand)), medians of \(repetitions) runs.")
    }
}
#endif
