// toolkit: both (this file is what refuses a build for neither toolkit)
// GTK 3 wins when both traits are on, which a build must allow: SwiftPM extracts symbol graphs
// (the documentation) with every trait on, whatever the command line asks. So GTK 4's files are
// `#if GTK4 && !GTK3`. An app that asks for GTK4 gets GTK 4 only when no other package of its
// graph enables StateGtk's default trait (Docs/gtk4.md).
#if !GTK3 && !GTK4
#error("StateGtk needs a toolkit: the GTK3 trait (the default) or the GTK4 trait (Docs/gtk4.md)")
#endif
