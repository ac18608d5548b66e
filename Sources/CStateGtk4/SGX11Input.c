#include "CStateGtk4.h"

#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4 && defined(GDK_WINDOWING_X11)
#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>

/* The X display and window of `widget`'s toplevel surface, if it is on X11. */
static gboolean x11_surface(GtkWidget *widget, Display **display, Window *window) {
  GtkNative *native = gtk_widget_get_native(widget);
  if (!native) return FALSE;
  GdkSurface *surface = gtk_native_get_surface(native);
  if (!surface || !GDK_IS_X11_SURFACE(surface)) return FALSE;
  *display = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
  *window = gdk_x11_surface_get_xid(surface);
  return TRUE;
}

/* Moves the pointer to (`x`, `y`) in `widget`'s coordinates, in root coordinates; FALSE off X11. */
static gboolean move_to(GtkWidget *widget, double x_in_widget, double y_in_widget, Display **display) {
  Window window;
  if (!x11_surface(widget, display, &window)) return FALSE;
  GtkNative *native = gtk_widget_get_native(widget);
  graphene_point_t point = GRAPHENE_POINT_INIT(x_in_widget, y_in_widget);
  graphene_point_t in_native;
  if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &point, &in_native)) return FALSE;
  /* The native widget sits inside its surface at an offset (client-side shadows), and the
   * surface may be scaled. */
  double offset_x, offset_y;
  gtk_native_get_surface_transform(native, &offset_x, &offset_y);
  int scale = gdk_surface_get_scale_factor(gtk_native_get_surface(native));
  int x = (int)((in_native.x + offset_x) * scale), y = (int)((in_native.y + offset_y) * scale);
  int root_x, root_y;
  Window child;
  XTranslateCoordinates(*display, window, DefaultRootWindow(*display), x, y, &root_x, &root_y, &child);
  XTestFakeMotionEvent(*display, -1, root_x, root_y, CurrentTime);
  XSync(*display, False);
  return TRUE;
}

static gboolean move_to_centre(GtkWidget *widget, Display **display) {
  return move_to(widget, gtk_widget_get_width(widget) / 2.0, gtk_widget_get_height(widget) / 2.0, display);
}

gboolean sg_x11_move(GtkWidget *widget) {
  Display *display;
  return move_to_centre(widget, &display);
}

gboolean sg_x11_move_to(GtkWidget *widget, double x, double y) {
  Display *display;
  return move_to(widget, x, y, &display);
}

gboolean sg_x11_button(GtkWidget *widget, guint button, gboolean press) {
  Display *display;
  Window window;
  if (!x11_surface(widget, &display, &window)) return FALSE;
  XTestFakeButtonEvent(display, button, press ? True : False, CurrentTime);
  XSync(display, False);
  return TRUE;
}

static void press_modifiers(Display *display, GdkModifierType modifiers, Bool down) {
  const struct { GdkModifierType mask; KeySym key; } keys[] = {
    {GDK_SHIFT_MASK, XK_Shift_L}, {GDK_CONTROL_MASK, XK_Control_L}, {GDK_ALT_MASK, XK_Alt_L}, {GDK_SUPER_MASK, XK_Super_L},
  };
  for (size_t i = 0; i < G_N_ELEMENTS(keys); i++)
    if (modifiers & keys[i].mask) XTestFakeKeyEvent(display, XKeysymToKeycode(display, keys[i].key), down, CurrentTime);
}

gboolean sg_x11_click(GtkWidget *widget, guint button, int count, GdkModifierType modifiers) {
  Display *display;
  if (!move_to_centre(widget, &display)) return FALSE;
  press_modifiers(display, modifiers, True);
  for (int press = 0; press < MAX(count, 1); press++) {
    XTestFakeButtonEvent(display, button, True, CurrentTime);
    XTestFakeButtonEvent(display, button, False, CurrentTime);
  }
  press_modifiers(display, modifiers, False);
  XSync(display, False);
  return TRUE;
}

/* Keycodes that had no keysym, bound for now to keysyms no key types (an emoji, a Hebrew
 * letter on a US keyboard), as xdotool does; until sg_x11_unbind_spare_keys. */
#define SPARE_KEYS 16
static struct { KeyCode code; KeySym keysym; } spare_keys[SPARE_KEYS];
static int spare_key_count = 0;

static KeyCode bind_spare_key(Display *display, KeySym keysym) {
  for (int i = 0; i < spare_key_count; i++)
    if (spare_keys[i].keysym == keysym) return spare_keys[i].code;
  if (spare_key_count == SPARE_KEYS) return 0;
  int min, max, per;
  XDisplayKeycodes(display, &min, &max);
  KeySym *map = XGetKeyboardMapping(display, (KeyCode)min, max - min + 1, &per);
  if (!map) return 0;
  KeyCode found = 0;
  for (int code = max; code >= min && !found; code--) {
    gboolean empty = TRUE;
    for (int i = 0; i < per && empty; i++) empty = map[(code - min) * per + i] == NoSymbol;
    if (empty) found = (KeyCode)code;
  }
  XFree(map);
  if (!found) return 0;
  KeySym symbols[2] = {keysym, keysym};
  XChangeKeyboardMapping(display, found, 2, symbols, 1);
  XSync(display, False);
  spare_keys[spare_key_count].code = found;
  spare_keys[spare_key_count].keysym = keysym;
  spare_key_count++;
  return found;
}

/* Gives the spare keycodes back their empty mapping; after GTK has read the keys typed with
 * them (GDK reads the keymap again when it sees the mapping change). */
void sg_x11_unbind_spare_keys(GtkWidget *widget) {
  Display *display;
  Window window;
  if (spare_key_count == 0 || !x11_surface(widget, &display, &window)) return;
  KeySym none[2] = {NoSymbol, NoSymbol};
  for (int i = 0; i < spare_key_count; i++) XChangeKeyboardMapping(display, spare_keys[i].code, 2, none, 1);
  XSync(display, False);
  spare_key_count = 0;
}

gboolean sg_x11_key(GtkWidget *widget, guint keyval, GdkModifierType modifiers) {
  Display *display;
  Window window;
  if (!x11_surface(widget, &display, &window)) return FALSE;
  KeyCode code = XKeysymToKeycode(display, keyval);
  if (code == 0) code = bind_spare_key(display, keyval);
  if (code == 0) return FALSE;
  XSetInputFocus(display, window, RevertToParent, CurrentTime);
  press_modifiers(display, modifiers, True);
  XTestFakeKeyEvent(display, code, True, CurrentTime);
  XTestFakeKeyEvent(display, code, False, CurrentTime);
  press_modifiers(display, modifiers, False);
  XSync(display, False);
  return TRUE;
}

gboolean sg_x11_keyval_needs_shift(GtkWidget *widget, guint keyval) {
  Display *display;
  Window window;
  if (!x11_surface(widget, &display, &window)) return FALSE;
  KeyCode code = XKeysymToKeycode(display, keyval);
  return code != 0 && XkbKeycodeToKeysym(display, code, 0, 0) != keyval && XkbKeycodeToKeysym(display, code, 0, 1) == keyval;
}

#elif defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4
gboolean sg_x11_click(GtkWidget *widget, guint button, int count, GdkModifierType modifiers) { return FALSE; }
gboolean sg_x11_move(GtkWidget *widget) { return FALSE; }
gboolean sg_x11_move_to(GtkWidget *widget, double x, double y) { return FALSE; }
gboolean sg_x11_button(GtkWidget *widget, guint button, gboolean press) { return FALSE; }
gboolean sg_x11_key(GtkWidget *widget, guint keyval, GdkModifierType modifiers) { return FALSE; }
gboolean sg_x11_keyval_needs_shift(GtkWidget *widget, guint keyval) { return FALSE; }
void sg_x11_unbind_spare_keys(GtkWidget *widget) {}
#endif
