// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// Message and file dialogs, presented on the controller's window without blocking: the
/// completion runs when the user answers (GTK's response signal, not gtk_dialog_run), then the
/// dialog is destroyed. Any view reaches them through `parentViewController`.
///
/// ```swift
/// parentViewController?.presentMessage("Delete \(name)?", detail: "This cannot be undone.",
///                                      type: .warning, buttons: [.cancel, .init("_Delete", response: .ok, appearance: .destructive)]) { response in
///     if response == .ok { self.delete() }
/// }
/// parentViewController?.chooseFile(title: "Open", filters: [FileFilter("Text", patterns: ["*.txt"])]) { urls in
///     if let url = urls.first { self.open(url) }
/// }
/// ```
extension StateViewController {
    /// Shows a modal message dialog; `completion` gets the button chosen, or `.dismissed`.
    @discardableResult
    public func presentMessage(_ message: String, detail: String? = nil, type: MessageType = .info, buttons: [DialogButton] = [.ok],
                               completion: @escaping @MainActor (DialogResponse) -> Void = { _ in }) -> PresentedDialog {
        let dialog: UnsafeMutablePointer<GtkWidget> = gcast(g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil)!)
        // gtk_message_dialog_new is varargs: configure through properties (plain text, no markup).
        GObjectProperty.set(dialog.gpointer, "message-type", enum: Int32(type.gtk.rawValue), type: gtk_message_type_get_type())
        GObjectProperty.set(dialog.gpointer, "text", message)
        GObjectProperty.set(dialog.gpointer, "secondary-text", detail)
        for button in buttons {
            let widget = gtk_dialog_add_button(gcast(dialog), button.title, button.response.gtk)!
            switch button.appearance {
            case .normal: break
            case .suggested: addStyleClass("suggested-action", to: widget)
            case .destructive: addStyleClass("destructive-action", to: widget)
            }
            if button.isDefault { gtk_dialog_set_default_response(gcast(dialog), button.response.gtk) }
        }
        return present(dialog, completion: completion)
    }

    /// Shows a file chooser (the desktop's own through the portal when there is one);
    /// `completion` gets the chosen files, or none when cancelled.
    @discardableResult
    public func chooseFile(title: String, action: FileChooserAction = .open, filters: [FileFilter] = [], suggestedName: String? = nil,
                           folder: URL? = nil, completion: @escaping @MainActor ([URL]) -> Void) -> PresentedDialog {
        let accept = action == .save ? "_Save" : (action == .selectFolder ? "_Select" : "_Open")
        let native = gtk_file_chooser_native_new(title, gcast(window), action.gtk, accept, "_Cancel")!
        let chooser = native  // GtkFileChooserNative implements GtkFileChooser
        gtk_file_chooser_set_select_multiple(chooser, action == .openMultiple ? 1 : 0)
        #if GTK3
        if action == .save { gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1) }  // GTK 4 always asks
        if let folder { gtk_file_chooser_set_current_folder(chooser, folder.path) }
        #else
        if let folder {
            let file = g_file_new_for_path(folder.path)
            _ = gtk_file_chooser_set_current_folder(chooser, file, nil)  // a missing folder leaves GTK's
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        #endif
        if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        for filter in filters {
            let gtkFilter = gtk_file_filter_new()!
            gtk_file_filter_set_name(gtkFilter, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
            for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, mimeType) }
            gtk_file_chooser_add_filter(chooser, gtkFilter)
        }
        let dialog = UnsafeMutablePointer<GtkNativeDialog>(native)
        gtk_native_dialog_set_modal(dialog, 1)
        let session = PresentedDialog(UnsafeMutableRawPointer(dialog), isNative: true) { response in
            completion(response == .accept ? Self.files(of: chooser) : [])
        }
        gtk_native_dialog_show(dialog)
        return session
    }

    func present(_ dialog: UnsafeMutablePointer<GtkWidget>, completion: @escaping @MainActor (DialogResponse) -> Void) -> PresentedDialog {
        if isOpen { gtk_window_set_transient_for(gcast(dialog), gcast(window)) }
        gtk_window_set_modal(gcast(dialog), 1)
        gtk_window_set_destroy_with_parent(gcast(dialog), 1)
        let session = PresentedDialog(dialog.gpointer, isNative: false, completion: completion)
        #if GTK3
        gtk_widget_show(dialog)
        #else
        gtk_window_present(gcast(dialog))
        #endif
        return session
    }

    private static func files(of chooser: OpaquePointer) -> [URL] {
        var urls: [URL] = []
        #if GTK3
        let files = gtk_file_chooser_get_files(chooser)
        var node = files
        while let current = node {
            if let path = g_file_get_path(OpaquePointer(current.pointee.data)) {
                urls.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            }
            node = current.pointee.next
        }
        g_slist_free_full(files, g_object_unref)
        #else
        guard let files = gtk_file_chooser_get_files(chooser) else { return [] }  // a GListModel of GFiles
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        for index in 0..<g_list_model_get_n_items(files) {
            guard let file = g_list_model_get_item(files, index) else { continue }
            if let path = g_file_get_path(OpaquePointer(file)) {
                urls.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            }
            g_object_unref(file)
        }
        #endif
        return urls
    }
}

/// Adds a CSS class to a widget (a dialog's button).
@MainActor
func addStyleClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
    #if GTK3
    gtk_style_context_add_class(gtk_widget_get_style_context(widget), name)
    #else
    gtk_widget_add_css_class(widget, name)
    #endif
}
