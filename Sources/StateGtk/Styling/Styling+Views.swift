// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Style classes and generated styles on StateViews and widgets.
///
/// `style(…)` registers its declarations once, as `.sg-style-<hash> { … }` on the shared
/// provider, and gives the widget that class: a thousand rows with the same style share one
/// rule. Calling it again with other declarations swaps the class; with none, removes it.
///
/// ```swift
/// override func render() {
///     styleClasses = isSelected ? ["card", "selected"] : ["card"]
///     style(.background(isSelected ? "#3584e4" : "#fff"), .cornerRadius(8))
/// }
/// ```
extension StateView {
    /// The view's CSS style classes (its container's CSS name is `stateview`); only added and
    /// removed classes cost a GTK call.
    public var styleClasses: Set<String> {
        get { WidgetExtras.existing(widget)?.styleClasses ?? [] }
        set {
            let extras = WidgetExtras.of(widget)
            applyStyleClasses(from: extras.styleClasses, to: newValue, on: widget)
            extras.styleClasses = newValue
        }
    }

    /// Styles the view with a generated class; see `StyleProperty`.
    public func style(_ properties: StyleProperty...) { applyGeneratedStyle(properties, to: widget) }

    /// Styles the view with a generated class; an empty list removes it.
    public func style(_ properties: [StyleProperty]) { applyGeneratedStyle(properties, to: widget) }
}

extension Widget {
    /// Styles the widget with a generated class; see `StyleProperty`.
    public func style(_ properties: StyleProperty...) { applyGeneratedStyle(properties, to: gtkWidget) }

    /// Styles the widget with a generated class; an empty list removes it.
    public func style(_ properties: [StyleProperty]) { applyGeneratedStyle(properties, to: gtkWidget) }
}

@MainActor
private func applyStyleClasses(from old: Set<String>, to new: Set<String>, on widget: UnsafeMutablePointer<GtkWidget>) {
    guard old != new else { return }
    #if GTK3
    let context = gtk_widget_get_style_context(widget)
    for name in old.subtracting(new) {
        GtkMutations.record(.styleClassChange)
        gtk_style_context_remove_class(context, name)
    }
    for name in new.subtracting(old) {
        GtkMutations.record(.styleClassChange)
        gtk_style_context_add_class(context, name)
    }
    #else
    for name in old.subtracting(new) {
        GtkMutations.record(.styleClassChange)
        gtk_widget_remove_css_class(widget, name)
    }
    for name in new.subtracting(old) {
        GtkMutations.record(.styleClassChange)
        gtk_widget_add_css_class(widget, name)
    }
    #endif
}

@MainActor
private func applyGeneratedStyle(_ properties: [StyleProperty], to widget: UnsafeMutablePointer<GtkWidget>) {
    let extras = WidgetExtras.of(widget)
    let declarations = properties.map(\.declaration).joined(separator: " ")
    let className = declarations.isEmpty ? nil : StyleProperty.className(for: declarations)
    guard className != extras.generatedStyleClass else { return }
    if let className { Style.register(className: className, declarations: declarations) }
    applyStyleClasses(from: Set([extras.generatedStyleClass].compactMap { $0 }), to: Set([className].compactMap { $0 }), on: widget)
    extras.generatedStyleClass = className
}
