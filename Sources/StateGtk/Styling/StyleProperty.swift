// toolkit: both
/// One CSS declaration for `style(…)`, which turns a set of them into a generated class on the
/// shared provider.
///
/// ```swift
/// badge.style(.background("#e01b24"), .foreground("white"), .cornerRadius(10), .padding(EdgeInsets(all: 4)))
/// ```
public enum StyleProperty: Hashable, Sendable {
    /// A CSS colour (`#fff`, `rgba(0,0,0,0.5)`, `@theme_selected_bg_color`); removes the theme's
    /// background image, which would otherwise hide it on buttons.
    case background(String)
    /// The text colour.
    case foreground(String)
    /// A CSS font shorthand: `"bold 14px Cantarell"`.
    case font(String)
    /// The font size in pixels.
    case fontSize(Double)
    /// `"bold"`, `"normal"` or a weight such as `"600"`.
    case fontWeight(String)
    /// Rounded corners, with this radius in pixels.
    case cornerRadius(Double)
    /// Space inside the border. Widgets honour it; a StateView's layout does not (use its
    /// constraints' insets there).
    case padding(EdgeInsets)
    /// Space outside the border.
    case margin(EdgeInsets)
    /// A solid border.
    case border(width: Double, color: String)
    /// How opaque the widget is, from 0 (invisible) to 1.
    case opacity(Double)
    /// Any other declaration, as written: `.css("box-shadow: none")`.
    case css(String)

    var declaration: String {
        switch self {
        case .background(let color): "background-color: \(color); background-image: none;"
        case .foreground(let color): "color: \(color);"
        case .font(let font): "font: \(font);"
        case .fontSize(let size): "font-size: \(Self.number(size))px;"
        case .fontWeight(let weight): "font-weight: \(weight);"
        case .cornerRadius(let radius): "border-radius: \(Self.number(radius))px;"
        case .padding(let insets): "padding: \(Self.box(insets));"
        case .margin(let insets): "margin: \(Self.box(insets));"
        case .border(let width, let color): "border: \(Self.number(width))px solid \(color);"
        case .opacity(let opacity): "opacity: \(Self.number(opacity));"
        case .css(let declaration): declaration.hasSuffix(";") ? declaration : declaration + ";"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func box(_ insets: EdgeInsets) -> String {
        [insets.top, insets.right, insets.bottom, insets.left].map { number($0) + "px" }.joined(separator: " ")
    }

    /// The generated class of a set of declarations: the same declarations, the same class, in
    /// every process (FNV-1a, not Swift's per-process seeded hash).
    static func className(for declarations: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in declarations.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "sg-style-" + String(hash, radix: 16)
    }
}
