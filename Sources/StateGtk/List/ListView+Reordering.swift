// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Reordering by keyboard: Alt+Up and Alt+Down move the cursor's item by one (the drag is
// `RowReorderer`'s). Both report to `onMove`; the list never moves an item itself.

extension ListView {
    /// Alt+Up or Alt+Down: asks the app to move the cursor's item up or down by one. The
    /// cursor stays on the item (it follows its key), and the list shows it where the app
    /// puts it. Other keys with Alt are not the list's.
    func moveCursorItem(keyval: guint) -> Bool {
        let key = Int32(keyval)
        let step: Int
        switch key {
        case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
        case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
        default: return false
        }
        guard let onMove, reorderer?.refusesSections() ?? true, let from = cursorIndex else { return false }
        let to = from + step
        guard to >= 0, to < itemCount, let cursorKey else { return true }
        pendingScroll = (cursorKey, .nearest)
        onMove(ListItemMove(from: from, to: to))
        return true
    }

    /// The gap a dragged row would drop into now, while the user drags one (0: above the first
    /// item, `itemCount`: below the last); nil otherwise.
    public var dropGap: Int? { reorderer?.gap }
}
