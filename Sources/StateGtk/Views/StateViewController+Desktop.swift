// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
extension StateViewController {
    /// Whether the user is in this window: it has the keyboard focus (GtkWindow's `is-active`).
    ///
    /// ```swift
    /// if !controller.isActive { Application.shared?.sendNotification(notification, id: "done") }
    /// ```
    public var isActive: Bool {
        gtk_window_is_active(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) != 0
    }

    /// Opens a web page in the user's browser, over this window (`gtk_show_uri_on_window`).
    /// Only `http` and `https` addresses are opened: any other scheme (`file:`, `javascript:`,
    /// a custom handler) is refused with a message naming the controller, since a page's address
    /// often comes from a server. Returns whether the page was handed to the browser.
    ///
    /// ```swift
    /// Button(label: "Open on GitHub") { [weak self] in
    ///     self?.parentViewController?.showURI(repository.htmlURL)
    /// }
    /// ```
    @discardableResult
    public func showURI(_ uri: URL) -> Bool {
        guard let scheme = uri.scheme?.lowercased(), scheme == "http" || scheme == "https", uri.host?.isEmpty == false else {
            stateGtkLog.error("\(type(of: self)).showURI refused \(uri.absoluteString.prefix(200)): only http and https pages are opened")
            return false
        }
        #if GTK3
        var error: UnsafeMutablePointer<GError>?
        let shown = gtk_show_uri_on_window(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), uri.absoluteString, UInt32(GDK_CURRENT_TIME), &error) != 0
        if let error {
            stateGtkLog.error("\(type(of: self)).showURI could not open \(uri.absoluteString.prefix(200)): \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
        return shown
        #else
        // GTK 4.8 launches through the desktop portal or GIO and reports no failure to the
        // caller: true says it was handed over.
        gtk_show_uri(gcast(window), uri.absoluteString, UInt32(GDK_CURRENT_TIME))
        return true
        #endif
    }
}
