#if __has_include(<gtk/gtk.h>)  // CGtk's: GTK 3 builds only (scripts/toolkit-guards)
#include "CStateGtk.h"
#include <string.h>

/* What an ellipsized, unwrapped text measures, in pixels, as GtkLabel 3.24 computes it: widths
 * rounded up from its extents at full width and at width 0 (ellipsized to nothing), and the
 * height and baseline of its lines at the natural width (where nothing is cut, so the same as at
 * full width). */
typedef struct {
  int smallest_width;
  int widest_width;
  int height;
  int baseline;
} TextSize;

/* The CSS box GtkCssGadget adds around the text, as GtkStyleContext gives it: in whole pixels,
 * rounded where the gadget rounds down (hence the check against GtkLabel's answers). */
typedef struct {
  GtkBorder margin, border, padding;
  int min_width, min_height;
} CssBox;

/* One of GtkLabel's own answers, kept until the text it was for is measured here: the CSS box
 * this file adds is used only once it reproduced such an answer in the current style. */
typedef struct {
  PangoLayout *text; /* a copy of the label's layout as GtkLabel measured it; NULL: none */
  guint serial;
  int minimum, natural, minimum_baseline, natural_baseline;
} Answer;

typedef enum { BOX_UNKNOWN, BOX_CONFIRMED, BOX_DIFFERS } BoxState;

typedef struct {
  PangoLayout *layout; /* the label's own layout then (a reference); NULL: none */
  guint serial;
  CssBox box;
  int width_chars, max_width_chars;
  int minimum, natural;
} WidthAnswer;

struct _SGLabel {
  GtkLabel parent_instance;
  /* The label's own layout that `size` is for, and its serial then. A reference, so that a new
   * layout can never have the address of the one measured. */
  PangoLayout *measured;
  guint measured_serial;
  TextSize size;
  /* Per orientation (GtkOrientation), in the current style: whether the box is confirmed, and
   * the box it was confirmed for (a box that reads otherwise is a new style, checked again). */
  BoxState box[2];
  CssBox confirmed[2];
  Answer pending[2];
  /* The latest width answered, and what it was for: an unrotated label's width does not depend
   * on the height it is asked for (GtkLabel measures it so), so a width for a height (which
   * GtkViewport asks of its child for the scroll range, and GTK caches apart) is this one. */
  WidthAnswer width;
  guint fallbacks;
};

G_DEFINE_TYPE(SGLabel, sg_label, GTK_TYPE_LABEL)

/* The labels GtkLabel measures from copies of its layout; the others it measures from its own
 * layout, whose lines Pango keeps, or by rules this file does not repeat. */
static gboolean measures_itself(GtkLabel *label) {
  return gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE && !gtk_label_get_line_wrap(label) &&
         gtk_label_get_angle(label) == 0.0 && gtk_label_get_width_chars(label) == -1 &&
         gtk_label_get_max_width_chars(label) == -1 && gtk_label_get_lines(label) == -1;
}

/* Whether `text` is one paragraph to Pango: no line or paragraph separator. */
static gboolean is_one_paragraph(const char *text) {
  return strpbrk(text, "\n\r") == NULL && strstr(text, "\xE2\x80\xA8") == NULL && strstr(text, "\xE2\x80\xA9") == NULL;
}

/* `copy` at width 0: only the ellipsis is left of the line, with the attributes of the text's
 * first character. So the text cut to that character ellipsizes the same, for a fraction of the
 * layout, unless it is a character that takes no room (which Pango does not cut). With several
 * paragraphs, each has its own ellipsis, in its own attributes: the whole text is laid out.
 * `copy` is changed. */
static void ellipsized_to_nothing(PangoLayout *copy, PangoRectangle *extents) {
  pango_layout_set_width(copy, 0);
  const char *text = pango_layout_get_text(copy);
  if (*text != '\0' && is_one_paragraph(text)) {
    char *whole = g_strdup(text); /* the layout's own text goes with the next set_text */
    pango_layout_set_text(copy, whole, g_utf8_next_char(whole) - whole);
    gboolean cut = pango_layout_is_ellipsized(copy);
    if (cut) pango_layout_get_extents(copy, NULL, extents);
    else pango_layout_set_text(copy, whole, -1);
    g_free(whole);
    if (cut) return;
  }
  pango_layout_get_extents(copy, NULL, extents);
}

/* `text` at full width, and ellipsized to nothing, from a copy (the label's own layout keeps
 * its width). `at_full_width`, when given, is the text laid out already with nothing cut: its
 * size is the full width's, and only the ellipsized size is laid out. */
static TextSize measure_text(PangoLayout *text, PangoLayout *at_full_width) {
  TextSize size;
  PangoRectangle widest, smallest;
  PangoLayout *copy = pango_layout_copy(text);
  PangoLayout *full = at_full_width ? at_full_width : copy;
  if (full == copy) pango_layout_set_width(copy, -1);
  pango_layout_get_extents(full, NULL, &widest);
  pango_layout_get_pixel_size(full, NULL, &size.height);
  size.baseline = pango_layout_get_baseline(full) / PANGO_SCALE;
  ellipsized_to_nothing(copy, &smallest);
  g_object_unref(copy);
  if (widest.width < smallest.width) smallest = widest;
  size.widest_width = PANGO_PIXELS_CEIL(widest.width);
  size.smallest_width = PANGO_PIXELS_CEIL(smallest.width);
  return size;
}

/* Whether `layout`, at its own width, shows its text whole on the lines it has at full width:
 * then its size is the full width's (as GtkLabel finds too, and measures from it). */
static gboolean shows_whole(PangoLayout *layout) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, NULL, &logical);
  int width = pango_layout_get_width(layout);
  return (width == -1 || logical.width <= width) && !pango_layout_is_ellipsized(layout) &&
         !pango_layout_is_wrapped(layout);
}

/* The text's size along `orientation`, before the CSS box. */
static void content_size(const TextSize *size, GtkOrientation orientation, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline) {
  if (orientation == GTK_ORIENTATION_HORIZONTAL) {
    *minimum = size->smallest_width;
    *natural = size->widest_width;
    *minimum_baseline = *natural_baseline = -1;
  } else {
    *minimum = *natural = size->height;
    *minimum_baseline = *natural_baseline = size->baseline;
  }
}

/* Reading the style validates it first: a class added since the last frame emits
 * style-updated here, before the box's state is read. */
static CssBox read_box(GtkWidget *widget) {
  GtkStyleContext *style = gtk_widget_get_style_context(widget);
  GtkStateFlags state = gtk_style_context_get_state(style);
  CssBox box = {0};
  gtk_style_context_get_margin(style, state, &box.margin);
  gtk_style_context_get_border(style, state, &box.border);
  gtk_style_context_get_padding(style, state, &box.padding);
  gtk_style_context_get(style, state, "min-width", &box.min_width, "min-height", &box.min_height, NULL);
  return box;
}

static gboolean same_box(const CssBox *a, const CssBox *b) {
  return memcmp(a, b, sizeof *a) == 0;
}

/* Adds the box and applies min-width or min-height, as GtkCssGadget does. */
static void add_box(const CssBox *box, GtkOrientation orientation, int *minimum, int *natural,
                    int *minimum_baseline, int *natural_baseline) {
  int extra, extra_baseline, min_size;
  if (orientation == GTK_ORIENTATION_HORIZONTAL) {
    extra = box->margin.left + box->margin.right + box->border.left + box->border.right + box->padding.left +
            box->padding.right;
    extra_baseline = box->margin.left + box->border.left + box->padding.left;
    min_size = box->min_width;
  } else {
    extra = box->margin.top + box->margin.bottom + box->border.top + box->border.bottom + box->padding.top +
            box->padding.bottom;
    extra_baseline = box->margin.top + box->border.top + box->padding.top;
    min_size = box->min_height;
  }
  int forced_minimum = MAX(*minimum, min_size), forced_natural = MAX(*natural, min_size);
  if (*minimum_baseline > -1) {
    *minimum_baseline += 0.5 * (forced_minimum - *minimum);
    *minimum_baseline = MAX(0, *minimum_baseline + extra_baseline);
  }
  if (*natural_baseline > -1) {
    *natural_baseline += 0.5 * (forced_natural - *natural);
    *natural_baseline = MAX(0, *natural_baseline + extra_baseline);
  }
  *minimum = MAX(0, forced_minimum + extra);
  *natural = MAX(0, forced_natural + extra);
}

static void forget_answer(Answer *answer) {
  g_clear_object(&answer->text);
}

/* The label's own layout measured, once per layout and serial. */
static const TextSize *current_size(SGLabel *self) {
  PangoLayout *own = gtk_label_get_layout(GTK_LABEL(self));
  guint serial = pango_layout_get_serial(own);
  if (self->measured != own || self->measured_serial != serial) {
    g_set_object(&self->measured, own);
    self->measured_serial = serial;
    /* Its lines at the allocated width are the ones GtkLabel draws: laid out here, they are
     * kept for the drawing, and when nothing is cut they give the full width too. */
    self->size = measure_text(own, shows_whole(own) ? own : NULL);
  }
  return &self->size;
}

/* GtkLabel's answer along `orientation` (for `for_size` on the other axis, or -1). */
static void parent_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                           int *natural, int *minimum_baseline, int *natural_baseline) {
  GtkWidgetClass *parent = GTK_WIDGET_CLASS(sg_label_parent_class);
  SGLabel *self = SG_LABEL(widget);
  self->fallbacks++;
  /* Only a label with answers kept here follows its layout (below). */
  gboolean keeps = self->width.layout != NULL || self->measured != NULL;
  PangoLayout *own = keeps ? gtk_label_get_layout(GTK_LABEL(widget)) : NULL;
  guint before = keeps ? pango_layout_get_serial(own) : 0;
  *minimum_baseline = *natural_baseline = -1;
  if (orientation == GTK_ORIENTATION_HORIZONTAL) {
    if (for_size < 0) parent->get_preferred_width(widget, minimum, natural);
    else parent->get_preferred_width_for_height(widget, for_size, minimum, natural);
  } else {
    parent->get_preferred_height_and_baseline_for_width(widget, for_size, minimum, natural, minimum_baseline,
                                                        natural_baseline);
  }
  /* GtkLabel measures by moving its own layout's width, or by building the layout anew from the
   * same text and properties (a wrapped label's height for a width): its serial or its address
   * changes, but nothing the answers kept here depend on, so they follow the layout. */
  if (!keeps) return;
  PangoLayout *now = gtk_label_get_layout(GTK_LABEL(widget));
  guint after = pango_layout_get_serial(now);
  if (self->width.layout == own && self->width.serial == before) {
    g_set_object(&self->width.layout, now);
    self->width.serial = after;
  }
  if (self->measured == own && self->measured_serial == before) {
    g_set_object(&self->measured, now);
    self->measured_serial = after;
  }
}

/* Whether the box added to `text`'s size gives GtkLabel's `answer`. */
static gboolean reproduces(const CssBox *box, GtkOrientation orientation, const TextSize *text, const Answer *answer) {
  int minimum, natural, minimum_baseline, natural_baseline;
  content_size(text, orientation, &minimum, &natural, &minimum_baseline, &natural_baseline);
  add_box(box, orientation, &minimum, &natural, &minimum_baseline, &natural_baseline);
  gboolean baselines = orientation == GTK_ORIENTATION_HORIZONTAL ||
                       (minimum_baseline == answer->minimum_baseline && natural_baseline == answer->natural_baseline);
  return minimum == answer->minimum && natural == answer->natural && baselines;
}

/* `read`: the CSS box when the caller has read it already, else NULL. */
static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, const CssBox *read, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline) {
  SGLabel *self = SG_LABEL(widget);
  if (!measures_itself(GTK_LABEL(widget))) {
    parent_measure(widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
    return;
  }
  CssBox box = read ? *read : read_box(widget);
  if (self->box[orientation] != BOX_UNKNOWN && !same_box(&box, &self->confirmed[orientation])) {
    self->box[orientation] = BOX_UNKNOWN;
    forget_answer(&self->pending[orientation]);
  }
  if (self->box[orientation] == BOX_UNKNOWN) {
    Answer *answer = &self->pending[orientation];
    if (answer->text != NULL && pango_layout_get_serial(answer->text) == answer->serial) {
      /* The answer's text, measured here with this box, gives GtkLabel's answer or not. (A
       * serial that moved means the Pango context changed: fonts, resolution; no check.) */
      TextSize text = measure_text(answer->text, NULL);
      self->box[orientation] = reproduces(&box, orientation, &text, answer) ? BOX_CONFIRMED : BOX_DIFFERS;
      self->confirmed[orientation] = box;
    }
    forget_answer(answer);
  }
  if (self->box[orientation] != BOX_CONFIRMED) {
    parent_measure(widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
    if (self->box[orientation] == BOX_UNKNOWN) {
      /* The first request in this style: GtkLabel's answer is kept with a copy of the text (a
       * copy lays nothing out) to check the box against at the next request, when the text has
       * usually changed and is measured here anyway. */
      Answer *answer = &self->pending[orientation];
      answer->text = pango_layout_copy(gtk_label_get_layout(GTK_LABEL(widget)));
      answer->serial = pango_layout_get_serial(answer->text);
      answer->minimum = *minimum;
      answer->natural = *natural;
      answer->minimum_baseline = *minimum_baseline;
      answer->natural_baseline = *natural_baseline;
    }
    return;
  }
  content_size(current_size(self), orientation, minimum, natural, minimum_baseline, natural_baseline);
  add_box(&box, orientation, minimum, natural, minimum_baseline, natural_baseline);
}

/* The label's width, for `height` or -1: the latest answer while nothing it depends on changed
 * (the text and its attributes and font, which any change of replaces or re-serials the
 * layout; the CSS box, which a new style also clears; width-chars and max-width-chars). */
static void measure_width(GtkWidget *widget, int height, int *minimum, int *natural) {
  SGLabel *self = SG_LABEL(widget);
  GtkLabel *label = GTK_LABEL(widget);
  int minimum_baseline, natural_baseline;
  /* Only a wrapped label is asked a width for a height: GTK asks an unwrapped one (constant size)
   * its width, and keeps it. */
  if (!gtk_label_get_line_wrap(label) || gtk_label_get_angle(label) != 0.0) {
    measure(widget, GTK_ORIENTATION_HORIZONTAL, height, NULL, minimum, natural, &minimum_baseline, &natural_baseline);
    return;
  }
  CssBox box = read_box(widget);
  PangoLayout *own = gtk_label_get_layout(label);
  WidthAnswer *known = &self->width;
  int width_chars = gtk_label_get_width_chars(label), max_width_chars = gtk_label_get_max_width_chars(label);
  if (known->layout == own && known->serial == pango_layout_get_serial(own) && same_box(&known->box, &box) &&
      known->width_chars == width_chars && known->max_width_chars == max_width_chars) {
    *minimum = known->minimum;
    *natural = known->natural;
    return;
  }
  measure(widget, GTK_ORIENTATION_HORIZONTAL, height, &box, minimum, natural, &minimum_baseline, &natural_baseline);
  g_set_object(&known->layout, gtk_label_get_layout(label));
  known->serial = pango_layout_get_serial(known->layout);
  known->box = box;
  known->width_chars = width_chars;
  known->max_width_chars = max_width_chars;
  known->minimum = *minimum;
  known->natural = *natural;
}

static void sg_label_get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
  measure_width(widget, -1, minimum, natural);
}

static void sg_label_get_preferred_width_for_height(GtkWidget *widget, int height, int *minimum, int *natural) {
  measure_width(widget, height, minimum, natural);
}

static void sg_label_get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
  int minimum_baseline, natural_baseline;
  measure(widget, GTK_ORIENTATION_VERTICAL, -1, NULL, minimum, natural, &minimum_baseline, &natural_baseline);
}

static void sg_label_get_preferred_height_for_width(GtkWidget *widget, int width, int *minimum, int *natural) {
  int minimum_baseline, natural_baseline;
  measure(widget, GTK_ORIENTATION_VERTICAL, width, NULL, minimum, natural, &minimum_baseline, &natural_baseline);
}

static void sg_label_get_preferred_height_and_baseline_for_width(GtkWidget *widget, int width, int *minimum,
                                                                  int *natural, int *minimum_baseline,
                                                                  int *natural_baseline) {
  int unused_minimum_baseline, unused_natural_baseline;
  measure(widget, GTK_ORIENTATION_VERTICAL, width, NULL, minimum, natural,
          minimum_baseline ? minimum_baseline : &unused_minimum_baseline,
          natural_baseline ? natural_baseline : &unused_natural_baseline);
}

/* GtkLabel's clip is its allocation and the ink of its layout, wherever Pango puts it: a text
 * wider than Pango's 32-bit units hold (a million characters on a line) has extents that wrapped
 * around, and it drew over its neighbours. An SGLabel's clip is its allocation, so that neither
 * it nor its parent's clip (the union of its children's) grows past it; GTK clips a widget's
 * drawing to its clip, so the label draws inside its allocation too. */
static void sg_label_size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
  GTK_WIDGET_CLASS(sg_label_parent_class)->size_allocate(widget, allocation);
  GtkAllocation clip;
  gtk_widget_get_allocation(widget, &clip);
  gtk_widget_set_clip(widget, &clip);
}

/* A new style may have another box: each orientation is checked again. */
static void sg_label_style_updated(GtkWidget *widget) {
  GTK_WIDGET_CLASS(sg_label_parent_class)->style_updated(widget);
  SGLabel *self = SG_LABEL(widget);
  for (int orientation = 0; orientation < 2; orientation++) {
    self->box[orientation] = BOX_UNKNOWN;
    forget_answer(&self->pending[orientation]);
  }
  g_clear_object(&self->width.layout);
}

static void sg_label_dispose(GObject *object) {
  SGLabel *self = SG_LABEL(object);
  g_clear_object(&self->measured);
  g_clear_object(&self->width.layout);
  forget_answer(&self->pending[0]);
  forget_answer(&self->pending[1]);
  G_OBJECT_CLASS(sg_label_parent_class)->dispose(object);
}

static void sg_label_class_init(SGLabelClass *class) {
  G_OBJECT_CLASS(class)->dispose = sg_label_dispose;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
  widget_class->get_preferred_width = sg_label_get_preferred_width;
  widget_class->get_preferred_width_for_height = sg_label_get_preferred_width_for_height;
  widget_class->get_preferred_height = sg_label_get_preferred_height;
  widget_class->get_preferred_height_for_width = sg_label_get_preferred_height_for_width;
  widget_class->get_preferred_height_and_baseline_for_width = sg_label_get_preferred_height_and_baseline_for_width;
  widget_class->style_updated = sg_label_style_updated;
  widget_class->size_allocate = sg_label_size_allocate;
}

static void sg_label_init(SGLabel *self) {
  (void)self;
}

/* As gtk_label_new, which sets only a non-empty text. */
GtkWidget *sg_label_new(const char *text) {
  GtkWidget *label = g_object_new(SG_TYPE_LABEL, NULL);
  if (text != NULL && *text != '\0') gtk_label_set_text(GTK_LABEL(label), text);
  return label;
}

guint sg_label_get_fallback_count(SGLabel *label) {
  return label->fallbacks;
}
#endif
