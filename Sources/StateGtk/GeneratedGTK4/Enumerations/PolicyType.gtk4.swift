#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkPolicyType](https://docs.gtk.org/gtk4/enum.PolicyType.html)
public enum PolicyType: Int32, Sendable, GtkEnumeration {
    /// [GtkPolicyType](https://docs.gtk.org/gtk4/enum.PolicyType.html)
    case always = 0

    /// [GtkPolicyType](https://docs.gtk.org/gtk4/enum.PolicyType.html)
    case automatic = 1

    /// [GtkPolicyType](https://docs.gtk.org/gtk4/enum.PolicyType.html)
    case never = 2

    /// [GtkPolicyType](https://docs.gtk.org/gtk4/enum.PolicyType.html)
    case external = 3
}
#endif
