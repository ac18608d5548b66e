// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Trampolines that read the widget's new value and hand it to a typed action, so that a
/// wrapper's `onChange` closure lives, unwrapped, in the GLib-owned box (its getter returns it)
/// and is called with the value, not asked to read it back.
extension SignalTrampolines {
    /// `void (*)(GtkToggleButton *self, gpointer data)`: toggled.
    static let toggled: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let active = gtk_toggle_button_get_active(instance?.assumingMemoryBound(to: GtkToggleButton.self)) != 0
            SignalHandler<@MainActor (Bool) -> Void>.from(data).action(active)
        }
    }

    /// `void (*)(GObject *self, GParamSpec *pspec, gpointer data)`: GtkSwitch's notify::active.
    static let switchActive: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, _, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let active = gtk_switch_get_active(gcast(instance!.assumingMemoryBound(to: GtkWidget.self))) != 0
            SignalHandler<@MainActor (Bool) -> Void>.from(data).action(active)
        }
    }

    /// `void (*)(GtkRange *self, gpointer data)`: value-changed of a scale.
    static let rangeValue: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let value = gtk_range_get_value(instance?.assumingMemoryBound(to: GtkRange.self))
            SignalHandler<@MainActor (Double) -> Void>.from(data).action(value)
        }
    }

    /// `void (*)(GtkComboBox *self, gpointer data)`: changed of a combo box; nil for no selection.
    static let comboActive: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let index = gtk_combo_box_get_active(instance?.assumingMemoryBound(to: GtkComboBox.self))
            SignalHandler<@MainActor (Int?) -> Void>.from(data).action(index < 0 ? nil : Int(index))
        }
    }

    static var toggledCallback: GCallback { unsafeBitCast(toggled, to: GCallback.self) }
    static var switchActiveCallback: GCallback { unsafeBitCast(switchActive, to: GCallback.self) }
    static var rangeValueCallback: GCallback { unsafeBitCast(rangeValue, to: GCallback.self) }
    static var comboActiveCallback: GCallback { unsafeBitCast(comboActive, to: GCallback.self) }

    /// `void (*)(GtkTextBuffer *self, gpointer data)`: changed of a text buffer.
    static let bufferText: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let text = TextView.text(of: instance!.assumingMemoryBound(to: GtkTextBuffer.self))
            SignalHandler<@MainActor (String) -> Void>.from(data).action(text)
        }
    }

    static var bufferTextCallback: GCallback { unsafeBitCast(bufferText, to: GCallback.self) }
}
