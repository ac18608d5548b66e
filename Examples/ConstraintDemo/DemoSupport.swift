#if GTK3
import CGtk
import Foundation
import StateGtk
/// The demo's style sheet, installed once for the screen.
@MainActor
enum DemoStyle {
    static let css = """
        .profile-screen { background-color: #eef0f4; }
        .profile-card { background-color: #ffffff; border: 1px solid #d5d9e0; border-radius: 12px; }
        .avatar { background-color: #5b5bd6; color: #ffffff; border-radius: 32px; font-size: 22px; font-weight: bold; }
        .status { background-color: #2fb768; border: 2px solid #ffffff; border-radius: 8px; }
        .name { font-size: 18px; font-weight: bold; }
        .subtitle { color: #6b7280; }
        .badge { background-color: #fdf0c8; color: #8a5a00; border-radius: 11px; padding: 3px 12px; font-size: 11px; }
        .divider { background-color: #e5e7eb; }
        """

    static func install() {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}
#endif
