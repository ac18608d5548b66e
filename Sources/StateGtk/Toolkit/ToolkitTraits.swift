// toolkit: both (this file is what refuses a build for neither or for both)
// One toolkit per build: GTK 3 and GTK 4 symbols in one process crash, and a package graph whose
// packages ask for different traits gets their union.
#if GTK3 && GTK4
#error("StateGtk builds for one toolkit: enable the GTK3 trait or the GTK4 trait, not both (Docs/gtk4.md)")
#elseif !GTK3 && !GTK4
#error("StateGtk needs a toolkit: the GTK3 trait (the default) or the GTK4 trait (Docs/gtk4.md)")
#endif
