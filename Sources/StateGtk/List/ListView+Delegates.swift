import CGtk
import CStateGtk
import StateGtkCore

// The C delegates of a list's surface (SGListContainer) and of its rows' container. The view
// pointer is unretained: the list detaches both before it goes (`viewWillRemove`), and the
// surface detaches its own when it is disposed.

private func list(_ data: UnsafeMutableRawPointer?) -> ListView {
    Unmanaged<ListView>.fromOpaque(data!).takeUnretainedValue()
}

private let surfaceDelegate: SGListDelegate = {
    var delegate = SGListDelegate()
    delegate.measure = { _, orientation, _, minimum, natural, data in
        GtkThread.assumeMainActor((orientation, minimum, natural, data)) { query in
            let size = list(query.3).measure(horizontal: query.0 == GTK_ORIENTATION_HORIZONTAL)
            query.1?.pointee = size.minimum
            query.2?.pointee = size.natural
        }
    }
    delegate.allocate = { _, width, height, data in
        GtkThread.assumeMainActor((width, height, data)) { list($0.2).allocate(width: $0.0, height: $0.1) }
    }
    delegate.scrolled = { _, data in
        GtkThread.assumeMainActor(data) { list($0).scrolled() }
    }
    delegate.key_press = { _, keyval, state, data in
        GtkThread.assumeMainActor((keyval, state, data)) { list($0.2).keyPressed(keyval: $0.0, state: $0.1) ? 1 : 0 }
    }
    delegate.button_press = { _, y, state, data in
        GtkThread.assumeMainActor((y, state, data)) { press in
            let toggling = press.1.rawValue & GDK_CONTROL_MASK.rawValue != 0
            return list(press.2).click(atY: press.0, toggling: toggling) ? 1 : 0
        }
    }
    return delegate
}()

private let rowsMeasure: SGMeasureFunc = { _, orientation, forSize, minimum, natural, data in
    GtkThread.assumeMainActor((orientation, forSize, minimum, natural, data)) { query in
        let size = list(query.4).measureRows(horizontal: query.0 == GTK_ORIENTATION_HORIZONTAL, forSize: query.1)
        query.2?.pointee = size.minimum
        query.3?.pointee = size.natural
    }
}

private let rowsAllocate: SGAllocateFunc = { _, width, _, data in
    GtkThread.assumeMainActor((width, data)) { list($0.1).allocateRows(width: $0.0) }
}

extension ListView {
    func installListDelegates() {
        let data = Unmanaged.passUnretained(self).toOpaque()
        var delegate = surfaceDelegate
        sg_list_container_set_delegate(surfaceList, &delegate, data)
        sg_container_set_layout(rows.container, rowsMeasure, rowsAllocate, data)
    }

    /// Navigation keys move the cursor, Enter activates (when there is `onActivate`), Space adds or removes the cursor's row
    /// in `.multiple` mode.
    func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: move(.up)
        case GDK_KEY_Down, GDK_KEY_KP_Down: move(.down)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: move(.pageUp)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: move(.pageDown)
        case GDK_KEY_Home, GDK_KEY_KP_Home: move(.home)
        case GDK_KEY_End, GDK_KEY_KP_End: move(.end)
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            // Without an activation callback, Enter is the parent's (a default button, say).
            guard hasActivation else { return false }
            activateCursor()
        case GDK_KEY_space:
            guard selection.mode == .multiple, let index = cursorIndex else { return false }
            toggleSelection(index)
        default: return false
        }
        return true
    }
}
