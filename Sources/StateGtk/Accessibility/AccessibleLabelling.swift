// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
        #if GTK3
        let control = Accessible.object(gtkWidget), labelObject = Accessible.object(label.gtkWidget)
        let added = atk_object_add_relationship(control, ATK_RELATION_LABELLED_BY, labelObject) != 0
        if added { GtkMutations.record(.propertySet) }
        _ = atk_object_add_relationship(labelObject, ATK_RELATION_LABEL_FOR, control)
        #else
        // GTK 4 has no getter for relations: the label linked last is kept with the control.
        let key = "stategtk-labelled-by"
        let labelAddress = UnsafeMutableRawPointer(label.gtkWidget)
        guard g_object_get_data(gtkWidget.asObject, key) != labelAddress else { return }
        g_object_set_data(gtkWidget.asObject, key, labelAddress)
        GtkMutations.record(.propertySet)
        sg_accessible_set_labelled_by(gtkWidget, label.gtkWidget)
        #endif
    }

    /// Whether assistive technologies skip this widget as decoration (an image beside the text
    /// it illustrates): its role is then ATK's redundant object, which screen readers ignore.
    public var isAccessibilityDecorative: Bool {
        get { Accessible.role(gtkWidget) == Self.decorativeRole }
        set {
            guard newValue != isAccessibilityDecorative else { return }
            let isImage = g_type_check_instance_is_a(UnsafeMutableRawPointer(gtkWidget).assumingMemoryBound(to: GTypeInstance.self), gtk_image_get_type()) != 0
            #if GTK3
            let role = newValue ? Self.decorativeRole : AccessibleRole(isImage ? ATK_ROLE_ICON : ATK_ROLE_PANEL)
            #else
            let role = newValue ? Self.decorativeRole : AccessibleRole(isImage ? GTK_ACCESSIBLE_ROLE_IMG : GTK_ACCESSIBLE_ROLE_GENERIC)
            #endif
            Accessible.setRole(role, of: gtkWidget)
        }
    }

    /// What screen readers skip: ATK's redundant object, GTK 4's presentation role.
    private static var decorativeRole: AccessibleRole {
        #if GTK3
        AccessibleRole(ATK_ROLE_REDUNDANT_OBJECT)
        #else
        AccessibleRole(GTK_ACCESSIBLE_ROLE_PRESENTATION)
        #endif
    }
}
