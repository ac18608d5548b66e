// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
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
    delegate.press = { _, count, button, y, state, onControl, data in
        GtkThread.assumeMainActor((count, button, y, state, onControl, data)) { press in
            list(press.5).press(count: Int(press.0), button: press.1, atY: press.2, modifiers: ListSelectionModifiers(press.3), onControl: press.4 != 0)
        }
    }
    delegate.popup_menu = { _, data in
        GtkThread.assumeMainActor(data) { list($0).openCursorContextMenu() ? 1 : 0 }
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

    /// Navigation keys move the cursor (Shift extends the selection, Ctrl moves the cursor
    /// only), Enter and Space activate (Space also selects the cursor's row, Ctrl+Space adds or
    /// removes it), Ctrl+A selects all and Ctrl+Shift+A none in `.multiple` mode, and other
    /// characters find a row by its text (`typeAhead`), as in GtkTreeView.
    func keyPressed(keyval: guint, state: GdkModifierType) -> Bool {
        let modifiers = ListSelectionModifiers(state)
        let key = Int32(keyval)
        if state.rawValue & altModifierMask != 0 { return moveCursorItem(keyval: keyval) }
        switch key {
        case GDK_KEY_Up, GDK_KEY_KP_Up: move(.up, modifiers: modifiers)
        case GDK_KEY_Down, GDK_KEY_KP_Down: move(.down, modifiers: modifiers)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: move(.pageUp, modifiers: modifiers)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: move(.pageDown, modifiers: modifiers)
        case GDK_KEY_Home, GDK_KEY_KP_Home: move(.home, modifiers: modifiers)
        case GDK_KEY_End, GDK_KEY_KP_End: move(.end, modifiers: modifiers)
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            // Without an activation callback, Enter is the parent's (a default button, say).
            guard hasActivation else { return false }
            activateCursor()
        case GDK_KEY_space where !isTypingAhead, GDK_KEY_KP_Space where !isTypingAhead:
            guard let index = cursorIndex else { return false }
            if modifiers.contains(.toggle) {
                apply(ListSelectionRules.click(at: index, modifiers: .toggle, allowsMultiple: selection.mode == .multiple, anchor: anchorIndex))
            } else {
                apply(ListSelectionRules.click(at: index, modifiers: [], allowsMultiple: false, anchor: anchorIndex))
                activateCursor()
            }
            refreshRows()
        case GDK_KEY_a where modifiers.contains(.toggle), GDK_KEY_A where modifiers.contains(.toggle):
            guard selection.mode == .multiple else { return false }
            selectAll(!modifiers.contains(.extend))
        case GDK_KEY_Escape:
            guard isTypingAhead else { return false }
            typeAheadFind.reset()
        default:
            return typeAhead(keyval: keyval, state: state)
        }
        return true
    }
}

extension ListSelectionModifiers {
    /// Ctrl and Shift of a GDK event's state.
    init(_ state: GdkModifierType) {
        self = []
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { insert(.toggle) }
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { insert(.extend) }
    }
}
