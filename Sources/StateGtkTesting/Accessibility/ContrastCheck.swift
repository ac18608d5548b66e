#if GTK3
import CGtk
import Foundation
import StateGtk
/// Text against its background meets WCAG AA (4.5:1, 3:1 for large text), measured on the
/// window's pixels as it draws itself: the background is the commonest colour in the label's
/// box, the text the pixel that differs from it most (a glyph's stem is drawn in full colour).
@MainActor
enum ContrastCheck {
    static func findings(
        window: UnsafeMutablePointer<GtkWidget>, nodes: [AccessibleNode],
        _ report: (AccessibilityFinding.Kind, UnsafeMutablePointer<GtkWidget>, String, String) -> Void
    ) {
        let labels = nodes.map(\.widget).filter { widget in
            WidgetTree.isA(widget, gtk_label_get_type()) && gtk_widget_is_drawable(widget) != 0
                && gtk_widget_is_sensitive(widget) != 0  // WCAG exempts inactive controls' text
                && !(WidgetTree.text(of: widget) ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        guard !labels.isEmpty else { return }
        let image = ViewImage(rendering: window)
        for label in labels {
            guard let box = visibleBox(of: label, in: window, image: image),
                  let (ratio, text, background) = contrast(in: box, of: image) else { continue }
            let large = isLarge(label)
            let required = large ? 3.0 : 4.5
            if ratio + 0.005 < required {
                report(.lowContrast, label,
                       "its text \(hex(text)) on \(hex(background)) has a contrast of \(String(format: "%.2f", ratio)):1, below \(large ? "3" : "4.5"):1",
                       "use the theme's colours (no fixed or dimmed colour that light or dark themes do not both keep), or a darker/lighter colour with enough contrast")
            }
        }
    }

    /// The label's text area in window pixels, clipped by its scrolled windows.
    private static func visibleBox(of label: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>, image: ViewImage)
        -> (x: Int, y: Int, width: Int, height: Int)?
    {
        var x: Int32 = 0, y: Int32 = 0
        guard gtk_widget_translate_coordinates(label, window, 0, 0, &x, &y) != 0 else { return nil }
        var left = Int(x), top = Int(y)
        var right = left + Int(gtk_widget_get_allocated_width(label)), bottom = top + Int(gtk_widget_get_allocated_height(label))
        var ancestor = gtk_widget_get_parent(label)
        while let current = ancestor, current != window {
            if WidgetTree.isA(current, gtk_scrolled_window_get_type()) {
                var cx: Int32 = 0, cy: Int32 = 0
                gtk_widget_translate_coordinates(current, window, 0, 0, &cx, &cy)
                left = max(left, Int(cx)); top = max(top, Int(cy))
                right = min(right, Int(cx) + Int(gtk_widget_get_allocated_width(current)))
                bottom = min(bottom, Int(cy) + Int(gtk_widget_get_allocated_height(current)))
            }
            ancestor = gtk_widget_get_parent(current)
        }
        left = max(left, 0); top = max(top, 0); right = min(right, image.width); bottom = min(bottom, image.height)
        guard right - left >= 2, bottom - top >= 2 else { return nil }
        return (left, top, right - left, bottom - top)
    }

    typealias Colour = (r: Double, g: Double, b: Double)

    /// The contrast ratio of the text to the background, and both colours; nil when the box
    /// holds one colour only (no glyph drawn).
    private static func contrast(in box: (x: Int, y: Int, width: Int, height: Int), of image: ViewImage) -> (Double, Colour, Colour)? {
        var counts: [UInt32: Int] = [:]
        var pixels: [UInt32] = []
        pixels.reserveCapacity(box.width * box.height)
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in box.y..<(box.y + box.height) {
                for x in box.x..<(box.x + box.width) {
                    let offset = (y * image.width + x) * 4
                    let pixel = UInt32(rgba[offset]) << 16 | UInt32(rgba[offset + 1]) << 8 | UInt32(rgba[offset + 2])
                    pixels.append(pixel)
                    counts[pixel, default: 0] += 1
                }
            }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key, counts.count > 1 else { return nil }
        let backgroundLuminance = luminance(colour(background))
        var best = 1.0, text = background
        for (pixel, _) in counts {
            let ratio = ratio(luminance(colour(pixel)), backgroundLuminance)
            if ratio > best { best = ratio; text = pixel }
        }
        return (best, colour(text), colour(background))
    }

    private static func colour(_ pixel: UInt32) -> Colour {
        (Double(pixel >> 16 & 0xFF) / 255, Double(pixel >> 8 & 0xFF) / 255, Double(pixel & 0xFF) / 255)
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ colour: Colour) -> Double {
        func linear(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)
    }

    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// WCAG's large text: 18 points, or 14 points bold, in the label's font.
    private static func isLarge(_ label: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let font = pango_context_get_font_description(gtk_widget_get_pango_context(label)) else { return false }
        let points = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
        let bold = pango_font_description_get_weight(font).rawValue >= PANGO_WEIGHT_BOLD.rawValue
        return points >= 18 || (bold && points >= 14)
    }

    private static func hex(_ colour: Colour) -> String {
        String(format: "#%02x%02x%02x", Int(colour.r * 255), Int(colour.g * 255), Int(colour.b * 255))
    }
}
#endif
