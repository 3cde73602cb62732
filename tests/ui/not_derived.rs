// A type without the derive, used on the typed path: the errors say how to get it.
#[derive(Clone, Default, serde::Serialize, serde::Deserialize)]
struct Widget {
    name: String,
}

fn main() {
    let widget = Widget::default();
    let _ = smp::typed::two_way(&widget, &widget, &smp::TwoWayOptions::default());
    let _ = smp::matcher::Matcher::new().calculate_described(&widget, Some(&widget));
    let _ = smp::applier::Applier::new().plan_typed(&widget, None);
}
