//! serde's `rename_all` rules, applied to field names as serde applies them (a Rust field
//! name is taken to be `snake_case`).

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RenameRule {
    Lower,
    Upper,
    Pascal,
    Camel,
    Snake,
    ScreamingSnake,
    Kebab,
    ScreamingKebab,
}

impl RenameRule {
    /// The rule names serde accepts.
    pub const NAMES: &'static [&'static str] = &[
        "lowercase",
        "UPPERCASE",
        "PascalCase",
        "camelCase",
        "snake_case",
        "SCREAMING_SNAKE_CASE",
        "kebab-case",
        "SCREAMING-KEBAB-CASE",
    ];

    pub fn from_str(name: &str) -> Option<RenameRule> {
        const RULES: [RenameRule; 8] = [
            RenameRule::Lower,
            RenameRule::Upper,
            RenameRule::Pascal,
            RenameRule::Camel,
            RenameRule::Snake,
            RenameRule::ScreamingSnake,
            RenameRule::Kebab,
            RenameRule::ScreamingKebab,
        ];
        let index = RenameRule::NAMES.iter().position(|known| *known == name)?;
        Some(RULES[index])
    }

    /// The JSON name of a field named `field` in Rust.
    pub fn apply_to_field(self, field: &str) -> String {
        match self {
            RenameRule::Lower | RenameRule::Snake => field.to_owned(),
            RenameRule::Upper | RenameRule::ScreamingSnake => field.to_ascii_uppercase(),
            RenameRule::Pascal => {
                let mut pascal = String::new();
                let mut capitalize = true;
                for ch in field.chars() {
                    if ch == '_' {
                        capitalize = true;
                    } else if capitalize {
                        pascal.push(ch.to_ascii_uppercase());
                        capitalize = false;
                    } else {
                        pascal.push(ch);
                    }
                }
                pascal
            }
            RenameRule::Camel => {
                let pascal = RenameRule::Pascal.apply_to_field(field);
                let mut chars = pascal.chars();
                match chars.next() {
                    Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
                    None => pascal,
                }
            }
            RenameRule::Kebab => field.replace('_', "-"),
            RenameRule::ScreamingKebab => field.to_ascii_uppercase().replace('_', "-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RenameRule;

    #[test]
    fn field_names_as_serde_renames_them() {
        let cases = [
            ("lowercase", "merge_item_ptr"),
            ("UPPERCASE", "MERGE_ITEM_PTR"),
            ("PascalCase", "MergeItemPtr"),
            ("camelCase", "mergeItemPtr"),
            ("snake_case", "merge_item_ptr"),
            ("SCREAMING_SNAKE_CASE", "MERGE_ITEM_PTR"),
            ("kebab-case", "merge-item-ptr"),
            ("SCREAMING-KEBAB-CASE", "MERGE-ITEM-PTR"),
        ];
        for (rule, expected) in cases {
            let rule = RenameRule::from_str(rule).expect(rule);
            assert_eq!(rule.apply_to_field("merge_item_ptr"), expected);
        }
        assert_eq!(RenameRule::Camel.apply_to_field("x"), "x");
        assert!(RenameRule::from_str("camelcase").is_none());
    }
}
