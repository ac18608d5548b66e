#ifndef STATEGTK_CSTATEGTK4_H
#define STATEGTK_CSTATEGTK4_H
/* GTK 4's C parts of StateGtk: empty unless GTK 4's headers are on the include path, which they
 * are under the GTK4 trait only (CGtk4 is a dependency then), so that a GTK 3 build neither needs
 * nor links GTK 4. The test is on the headers, not a define: Swift's importer of this header
 * sees none of this target's defines. */
#if __has_include(<gtk/gtk.h>)
#include <gtk/gtk.h>
#endif
#if defined(GTK_MAJOR_VERSION) && GTK_MAJOR_VERSION >= 4

G_BEGIN_DECLS

/* ---------------------------------------------------------------------------------------------
 * SGContainer: the widget behind every StateView, with the same C API as CStateGtk's GTK 3
 * SGContainer, so that the Swift layer above it is one source for both toolkits.
 *
 * GTK 4 lets any widget have children, in a sibling list with O(1) insert-before, move and
 * remove (gtk_widget_insert_before / gtk_widget_unparent): the container keeps no bookkeeping of
 * its own. Where its children go is the delegate's (the Swift layout code).
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_CONTAINER (sg_container_get_type())
G_DECLARE_FINAL_TYPE(SGContainer, sg_container, SG, CONTAINER, GtkWidget)

/* Measures the container's content box along `orientation`; `for_size` is the other axis' size
 * or -1. */
typedef void (*SGMeasureFunc)(SGContainer *container, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, gpointer user_data);
/* Allocates every child through sg_container_allocate_child(); width and height are the
 * container's content box (GTK 4 keeps CSS margin, border and padding outside it). */
typedef void (*SGAllocateFunc)(SGContainer *container, int width, int height, gpointer user_data);

GtkWidget *sg_container_new(void);

/* The delegate. Without one, the container measures 0 × 0 and every child fills it. */
void sg_container_set_layout(SGContainer *container, SGMeasureFunc measure, SGAllocateFunc allocate,
                             gpointer user_data);

/* The delegate's user data, if its measure function is `measure`; else NULL (another delegate,
 * none, or not an SGContainer at all). */
gpointer sg_container_get_layout_data(SGContainer *container, SGMeasureFunc measure);

/* Says that the delegate's sizes depend on the other axis only through the children's (a stack,
 * say, unlike constraints): when every child has a constant size, the container asks GTK for
 * GTK_SIZE_REQUEST_CONSTANT_SIZE, and GTK measures it once instead of once per width or height.
 * Off by default. */
void sg_container_set_sizes_follow_children(SGContainer *container, gboolean follow);

/* Forgets the delegate without queueing a resize: for the delegate's owner going away. */
void sg_container_detach_layout(SGContainer *container);

/* Inserts `child` before `anchor` (a child of this container), or at the end when anchor is NULL.
 * The container takes a reference (sinking a floating one). */
void sg_container_insert_before(SGContainer *container, GtkWidget *child, GtkWidget *anchor);
/* Moves `child` before `anchor`, or to the end when anchor is NULL. */
void sg_container_move_before(SGContainer *container, GtkWidget *child, GtkWidget *anchor);
/* Takes `child` out, dropping the container's reference. */
void sg_container_remove(SGContainer *container, GtkWidget *child);
/* Removes every child, last first. */
void sg_container_remove_all(SGContainer *container);

guint sg_container_get_n_children(SGContainer *container);
GtkWidget *sg_container_get_first_child(SGContainer *container);
GtkWidget *sg_container_get_next_sibling(SGContainer *container, GtkWidget *child);

/* Gives `child` its frame, relative to the container's content box. Call from the allocate
 * delegate, after measuring the child (GTK 4 warns about a child allocated unmeasured). */
void sg_container_allocate_child(SGContainer *container, GtkWidget *child, int x, int y, int width,
                                 int height);

/* ---------------------------------------------------------------------------------------------
 * SGListContainer: the scrolling surface of StateGtk's ListView, with the same C API as GTK 3's
 * (CStateGtk.h): a GtkScrollable the size of the viewport holding one child, the realised rows,
 * which the delegate positions at their offset minus the scroll position. The delegate sets the
 * vertical adjustment's bounds (the height of all rows) and hears about scrolling, keys and
 * clicks. Its accessible role is a list.
 * ------------------------------------------------------------------------------------------- */

#define SG_TYPE_LIST_CONTAINER (sg_list_container_get_type())
G_DECLARE_FINAL_TYPE(SGListContainer, sg_list_container, SG, LIST_CONTAINER, GtkWidget)

typedef struct {
  /* Measures the list along `orientation` (`for_size` is -1). */
  void (*measure)(SGListContainer *list, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                  gpointer user_data);
  /* Allocates the content through sg_list_container_allocate_content(); the viewport's size. */
  void (*allocate)(SGListContainer *list, int width, int height, gpointer user_data);
  /* The vertical adjustment's value changed (an allocation is queued after it). */
  void (*scrolled)(SGListContainer *list, gpointer user_data);
  /* A key press on the focused list; TRUE when handled. */
  gboolean (*key_press)(SGListContainer *list, guint keyval, GdkModifierType state, gpointer user_data);
  /* A button press anywhere on the list, seen before the row's own widgets (the capture phase):
   * `n_press` is 2 for a double click, else 1; `y` is in viewport coordinates, `on_control` is
   * TRUE when the press is on a widget inside a row that takes the focus or clicks itself. */
  void (*press)(SGListContainer *list, int n_press, guint button, double y, GdkModifierType state,
                gboolean on_control, gpointer user_data);
  /* The Menu key or Shift+F10 on the focused list; TRUE when a menu opened. */
  gboolean (*popup_menu)(SGListContainer *list, gpointer user_data);
} SGListDelegate;

GtkWidget *sg_list_container_new(void);
/* The delegate is copied; `user_data` is passed back to every function. */
void sg_list_container_set_delegate(SGListContainer *list, const SGListDelegate *delegate, gpointer user_data);
/* Forgets the delegate without queueing anything (for the delegate's owner going away). */
void sg_list_container_detach_delegate(SGListContainer *list);
/* Replaces the one child (NULL: none). */
void sg_list_container_set_content(SGListContainer *list, GtkWidget *content);
/* Gives the content its frame in viewport coordinates (y is negative when scrolled into it); its
 * x is minus the horizontal adjustment's value. */
void sg_list_container_allocate_content(SGListContainer *list, int y, int width, int height);
/* The vertical adjustment, made when GTK has not given one yet. */
GtkAdjustment *sg_list_container_get_vadjustment(SGListContainer *list);
/* The cursor row's frame in viewport coordinates, where the focus ring goes (height 0: none). */
void sg_list_container_set_focus_row(SGListContainer *list, int y, int height);
/* Draws a 2 px line in the foreground colour across the list at `y` (viewport coordinates), where
 * a dragged row would go; -1: none. */
void sg_list_container_set_indicator(SGListContainer *list, int y);
/* An SGContainer whose accessible role is a list item (GTK 4 sets a role at construction only). */
GtkWidget *sg_list_row_new(void);
/* Marks a row as `position` (1-based) of `size` in a list, selected or not. */
void sg_list_row_set_accessible_state(GtkWidget *row, gboolean selected, int position, int size);

/* Makes `label` the accessible label of `control` (GTK 4's labelled-by relation). */
void sg_accessible_set_labelled_by(GtkWidget *control, GtkWidget *label);

/* ---------------------------------------------------------------------------------------------
 * GTK 4.8's GtkScrolledWindow leaves a handler on its GtkSettings' notify::gtk-overlay-scrolling
 * at every unrealize (it disconnects another function than the one it connected): about 130
 * bytes each, and a call on a freed scrolled window when the setting changes. Once per process,
 * after gtk_init, an emission hook on GtkWidget::unrealize removes it.
 * ------------------------------------------------------------------------------------------- */
void sg_scrolled_window_settings_fix_install(void);
/* The handlers connected to `settings`' notify::gtk-overlay-scrolling (for tests). */
guint sg_settings_overlay_scrolling_handler_count(GtkSettings *settings);

/* ---------------------------------------------------------------------------------------------
 * Real input for tests (StateGtkTesting) on X11: GTK 4 events cannot be made and sent in
 * process as GTK 3's could, so these ask the X server (XTest) for them, and GTK receives them as
 * it would from a user. FALSE when the widget is not on an X11 display (Wayland).
 * ------------------------------------------------------------------------------------------- */

/* Moves the pointer to the centre of `widget` and clicks `button` `count` times, with
 * `modifiers` (shift, control, alt, super) held. */
gboolean sg_x11_click(GtkWidget *widget, guint button, int count, GdkModifierType modifiers);
/* Moves the pointer to the centre of `widget` (a drag's steps). */
gboolean sg_x11_move(GtkWidget *widget);
/* Moves the pointer to (`x`, `y`) in `widget`'s coordinates. */
gboolean sg_x11_move_to(GtkWidget *widget, double x, double y);
/* Presses (or releases) `button` where the pointer is, on `widget`'s display. */
gboolean sg_x11_button(GtkWidget *widget, guint button, gboolean press);
/* Gives `widget`'s window the keyboard focus and presses and releases `keyval` with
 * `modifiers` (shift, control, alt, super) held. */
gboolean sg_x11_key(GtkWidget *widget, guint keyval, GdkModifierType modifiers);
/* Whether `keyval` needs Shift on this keyboard (an upper-case letter, say). */
gboolean sg_x11_keyval_needs_shift(GtkWidget *widget, guint keyval);
/* Empties again the keycodes sg_x11_key bound to keysyms no key had; call it once GTK has
 * read the keys. */
void sg_x11_unbind_spare_keys(GtkWidget *widget);

/* ---------------------------------------------------------------------------------------------
 * GSettings' keyfile backend (declared by GIO only under G_SETTINGS_ENABLE_BACKEND), as in
 * CStateGtk for GTK 3.
 * ------------------------------------------------------------------------------------------- */

/* g_keyfile_settings_backend_new: keys under `root_path` are stored in group `root_group` of the
 * key file `filename`, written on every change. */
GSettingsBackend *sg_keyfile_settings_backend_new(const char *filename, const char *root_path,
                                                  const char *root_group);

G_END_DECLS

#endif /* GTK 4 */
#endif
