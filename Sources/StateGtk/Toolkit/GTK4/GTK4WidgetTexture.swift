#if GTK4 && !GTK3
import CGtk4

/// A widget's last painted frame rendered again offscreen, as a GdkTexture: GTK 4 has no
/// `gtk_widget_draw` and Wayland lets no client read the screen back, so the render node the
/// widget last painted (what a GtkWidgetPaintable holds) goes through a renderer once more.
/// `saveScreenshot` and StateGtkTesting's `ViewImage` share it.
///
/// ```swift
/// if let texture = WidgetTexture.render(window, with: .window) {
///     defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
///     let png = gdk_texture_save_to_png_bytes(texture)
/// }
/// ```
@MainActor
package enum WidgetTexture {
    /// Which renderer turns the render node into pixels.
    package enum Renderer {
        /// The window's own (GL where the machine has it): what the user sees.
        case window
        /// GTK's cairo renderer, on every machine: the same pixels with or without GL, as a
        /// snapshot's reference needs (at a fractional baseline GL and cairo place a glyph a
        /// pixel apart).
        case cairo
    }

    /// The texture (the caller unrefs it), at the widget's bounds: its border box, so a window's
    /// decorations are in and its shadow out. Nil when the widget is not on screen or has not
    /// painted yet.
    package static func render(_ widget: UnsafeMutablePointer<GtkWidget>, with choice: Renderer) -> OpaquePointer? {
        guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
              let renderer = (choice == .cairo ? cairoRenderer : nil) ?? gtk_native_get_renderer(native),
              let paintable = gtk_widget_paintable_new(widget)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = gdk_paintable_get_intrinsic_width(paintable), height = gdk_paintable_get_intrinsic_height(paintable)
        guard width > 0, height > 0 else { return nil }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        // An empty snapshot (nothing painted yet) gives no node.
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        return gsk_renderer_render_texture(renderer, node, &viewport)
    }

    /// One cairo renderer for the process, realized without a surface (it renders only
    /// offscreen); nil if it cannot be realized, and then the window's renders.
    private static let cairoRenderer: OpaquePointer? = {
        let renderer = gsk_cairo_renderer_new()
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            g_clear_error(&error)
            g_object_unref(UnsafeMutableRawPointer(renderer))
            return nil
        }
        return renderer
    }()
}
#endif
