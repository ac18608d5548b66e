import StateGtk

/// The row above the preview: Open, the aspect buttons, the margin slider and Export. It owns
/// no data: everything comes in as props and goes out through function props.
///
/// ```swift
/// place(ControlsBar.self, key: "controls")
///     .prop(ControlsBar.aspect, is: .portrait)
///     .prop(ControlsBar.onAspect, is: { [weak self] aspect in self?.state[FrameView.aspect] = aspect })
/// ```
@MainActor
public final class ControlsBar: StateView {
    public static let aspect = PropKey<Aspect>("aspect")
    /// The margin in percent of the shorter side, 0…25.
    public static let marginPercent = PropKey<Double>("marginPercent")
    public static let isEnabled = PropKey<Bool>("isEnabled")
    public static let onOpen = PropKey<() -> Void>("onOpen")
    public static let onExport = PropKey<() -> Void>("onExport")
    public static let onAspect = PropKey<(Aspect) -> Void>("onAspect")
    public static let onMargin = PropKey<(Double) -> Void>("onMargin")

    public let open = Button(label: "Open…", iconName: "document-open-symbolic")
    public let aspectButtons = Aspect.allCases.map { ToggleButton(label: $0.title) }
    public let margin = Scale(range: 0...(FrameGeometry.maximumMargin * 100), step: 1)
    public let export = Button(label: "Export…", iconName: "document-save-symbolic")
    private let marginTitle = Label("Margin")
    private let marginValue = Label()

    public required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 12)
        margins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        margin.drawsValue = false
        margin.digits = 0
        margin.accessibleName = "Margin"
        margin.setAccessibleLabel(marginTitle)  // the label beside the slider is its label
        margin.minimumSize = Size(width: 160, height: -1)
        marginValue.minimumSize = Size(width: 44, height: -1)  // "25 %" does not push the slider
        marginValue.xAlign = 1
        export.styleClasses = ["suggested-action"]
    }

    override public func render() {
        let enabled = props[Self.isEnabled] ?? true
        let current = props[Self.aspect] ?? .portrait
        for (button, aspect) in zip(aspectButtons, Aspect.allCases) {
            button.isActive = aspect == current
            // Toggle buttons as radio buttons: un-pressing the current one presses it again. The
            // program refuses the user's change by setting the value back itself: render keeps
            // what the user did unless the program's value is new.
            button.onToggled = { [weak self, weak button] on in
                if on { self?.props[Self.onAspect]?(aspect) } else { button?.isActive = true }
            }
        }
        let percent = props[Self.marginPercent] ?? 0
        margin.value = percent
        margin.onValueChanged = { [weak self] value in self?.props[Self.onMargin]?(value.rounded()) }
        marginValue.text = "\(Int(percent.rounded())) %"
        open.onClicked = { [weak self] in self?.props[Self.onOpen]?() }
        export.onClicked = { [weak self] in self?.props[Self.onExport]?() }
        for widget in [open, margin, export] as [Widget] + aspectButtons { widget.isSensitive = enabled }

        place(open, key: "open")
        place(LinkedRow.self, key: "aspect").prop(LinkedRow.widgets, is: aspectButtons)
        place(marginTitle, key: "marginTitle")
        place(margin, key: "margin").expanding()
        place(marginValue, key: "marginValue")
        place(export, key: "export")
    }
}

/// Buttons joined into one control: side by side with no space between, in a view with the
/// theme's "linked" style class, which rounds only the outer corners.
///
/// ```swift
/// place(LinkedRow.self, key: "aspect").prop(LinkedRow.widgets, is: aspectButtons)
/// ```
@MainActor
public final class LinkedRow: StateView {
    public static let widgets = PropKey<[Widget]>("widgets")

    public required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 0)
        styleClasses = ["linked"]
    }

    override public func render() {
        for (index, widget) in (props[Self.widgets] ?? []).enumerated() { place(widget, key: index) }
    }
}

/// What the empty window shows: an invitation to open an image.
@MainActor
public final class Placeholder: StateView {
    public static let onOpen = PropKey<() -> Void>("onOpen")

    private let icon = Image(.icon("image-x-generic-symbolic", size: 96))
    public let title = Label(markup: "<span size='x-large' weight='bold'>Open an image</span>")
    private let detail = Label("Frame puts portrait and landscape pictures on a white background.")
    public let open = Button(label: "Open…", iconName: "document-open-symbolic")

    public required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 12)
        icon.styleClasses = ["dim-label"]
        icon.isAccessibilityDecorative = true  // the title says what to do
        // Not dimmed: Adwaita's dim-label is 3.2:1 on the window's background, under WCAG AA.
        open.styleClasses = ["suggested-action"]
        open.horizontalAlignment = .center
    }

    override public func render() {
        open.onClicked = { [weak self] in self?.props[Self.onOpen]?() }
        place(icon, key: "icon")
        place(title, key: "title")
        place(detail, key: "detail")
        place(open, key: "open")
    }
}
