// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A dialog on screen, as `presentMessage` and `chooseFile` return it: to close it from code
/// (a timeout, a test) and to reach the GTK object.
///
/// The dialog lives until it responds, then it is destroyed and its completion released; this
/// handle does not keep it alive and may be dropped.
///
/// ```swift
/// let confirm = controller.presentMessage("Saved") { _ in }
/// confirm.respond(.ok)   // closes it as if OK was clicked
/// ```
@MainActor
public final class PresentedDialog {
    /// The GtkDialog (message dialogs) or GtkFileChooserNative (file choosers); valid while
    /// `isOpen`.
    public let gtkObject: UnsafeMutableRawPointer
    /// Whether it is still waiting for a response.
    public private(set) var isOpen = true
    private var completion: (@MainActor (DialogResponse) -> Void)?
    private let isNative: Bool
    /// Whether it has GtkDialog's responses (GTK 4's About dialog is a plain window).
    private let hasResponses: Bool

    init(_ object: UnsafeMutableRawPointer, isNative: Bool, completion: @escaping @MainActor (DialogResponse) -> Void) {
        gtkObject = object
        self.isNative = isNative
        self.completion = completion
        // The handlers hold this session: GLib releases them with the dialog. GTK 4's About
        // dialog is a plain window, with no response: it ends when it closes.
        let type = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        hasResponses = g_signal_lookup("response", type) != 0
        if hasResponses {
            SignalHandler.connect(object, signal: "response", trampoline: SignalTrampolines.intCallback,
                                  handler: SignalHandler<IntAction>({ self.finish(DialogResponse(gtk: $0)) }))
        }
        if !isNative {
            SignalHandler.connect(object, signal: "destroy", trampoline: SignalTrampolines.voidCallback,
                                  handler: SignalHandler<@MainActor () -> Void>({ self.finish(.dismissed) }))
        }
    }

    /// Ends the dialog with `response`, as if the user chose it.
    public func respond(_ response: DialogResponse) {
        guard isOpen else { return }
        if isNative {
            emitResponse(response.gtk)  // `finish` hides and destroys it
        } else if hasResponses {
            gtk_dialog_response(gtkObject.assumingMemoryBound(to: GtkDialog.self), response.gtk)
        } else {
            finish(response)
        }
    }

    private func finish(_ response: DialogResponse) {
        guard isOpen else { return }
        isOpen = false
        let completion = completion
        self.completion = nil  // breaks any cycle through a handle the completion captured
        completion?(response)
        if isNative {
            gtk_native_dialog_destroy(gtkObject.assumingMemoryBound(to: GtkNativeDialog.self))
            // Not from inside its own signal emission: unreference on the next turn.
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
                g_object_unref(data)
                return 0
            }, gtkObject, nil)
        } else {
            destroyWindow(gtkObject.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Emits "response" on a GtkNativeDialog, whose emitter is private and whose C emitters are varargs.
    private func emitResponse(_ response: Int32) {
        var values = [GValue(), GValue()]
        g_value_init(&values[0], gtk_native_dialog_get_type())
        g_value_set_object(&values[0], gtkObject)
        g_value_init(&values[1], GObjectProperty.int)
        g_value_set_int(&values[1], response)
        g_signal_emitv(&values, g_signal_lookup("response", gtk_native_dialog_get_type()), 0, nil)
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }
}
