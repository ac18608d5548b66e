#if GTK3
import CGtk
/// The visible label of a control, and images that only decorate.
///
/// A label shown beside a field names the field only for those who see both: linked, a screen
/// reader reads it with the field (ATK's labelled-by and label-for relations). An image that
/// repeats what the text says is marked decorative, and screen readers skip it.
///
/// ```swift
/// nameField.setAccessibleLabel(nameLabel)     // "Name, text field"
/// avatar.isAccessibilityDecorative = true     // the owner's name is beside it
/// ```
extension GtkWidgetBacked {
    /// Makes `label` this control's label for assistive technologies (labelled-by, and the
    /// label's label-for), as GTK does for a label's mnemonic widget. Linking again does nothing.
    public func setAccessibleLabel(_ label: any GtkWidgetBacked) {
        let control = Accessible.object(gtkWidget), labelObject = Accessible.object(label.gtkWidget)
        let added = atk_object_add_relationship(control, ATK_RELATION_LABELLED_BY, labelObject) != 0
        if added { GtkMutations.record(.propertySet) }
        _ = atk_object_add_relationship(labelObject, ATK_RELATION_LABEL_FOR, control)
    }

    /// Whether assistive technologies skip this widget as decoration (an image beside the text
    /// it illustrates): its role is then ATK's redundant object, which screen readers ignore.
    public var isAccessibilityDecorative: Bool {
        get { Accessible.role(gtkWidget).atkRole == ATK_ROLE_REDUNDANT_OBJECT }
        set {
            guard newValue != isAccessibilityDecorative else { return }
            let role = newValue ? ATK_ROLE_REDUNDANT_OBJECT
                : g_type_check_instance_is_a(UnsafeMutableRawPointer(gtkWidget).assumingMemoryBound(to: GTypeInstance.self), gtk_image_get_type()) != 0
                    ? ATK_ROLE_ICON : ATK_ROLE_PANEL
            Accessible.setRole(AccessibleRole(role), of: gtkWidget)
        }
    }
}
#endif
