//! Finding the line and column of a lesson's parts in its YAML text, for error messages
//! about things serde cannot see (an illegal move, an unknown square).

/// Line and column, both starting at 1.
pub type Place = (usize, usize);

/// Where the steps of a lesson file start, and a search within them.
pub struct Locator<'a> {
    lines: Vec<&'a str>,
    /// 0-based line index where each step starts.
    step_starts: Vec<usize>,
}

impl<'a> Locator<'a> {
    /// Indexes a lesson: finds the top-level `steps:` key and each `- ` item under it.
    pub fn new(text: &'a str) -> Locator<'a> {
        Locator::for_list(text, "steps")
    }

    /// Indexes the items of the top-level list `key` (`steps`, `puzzles`).
    pub fn for_list(text: &'a str, key: &str) -> Locator<'a> {
        let lines: Vec<&str> = text.lines().collect();
        let mut step_starts = Vec::new();
        let heading = format!("{key}:");
        if let Some(steps) = lines.iter().position(|l| l.starts_with(&heading)) {
            let mut indent = None;
            for (i, line) in lines.iter().enumerate().skip(steps + 1) {
                let trimmed = line.trim_start();
                if trimmed.is_empty() || trimmed.starts_with('#') {
                    continue;
                }
                let this_indent = line.len() - trimmed.len();
                if this_indent == 0 {
                    break;
                }
                if trimmed.starts_with("- ") || trimmed == "-" {
                    let level = *indent.get_or_insert(this_indent);
                    if this_indent == level {
                        step_starts.push(i);
                    }
                }
            }
        }
        Locator { lines, step_starts }
    }

    /// Where item `index` (0-based) of the list starts.
    pub fn step(&self, index: usize) -> Place {
        match self.step_starts.get(index) {
            Some(&line) => (line + 1, indent_of(self.lines[line]) + 1),
            None => (1, 1),
        }
    }

    /// Where a top-level key such as `id:` is.
    pub fn key(&self, key: &str) -> Place {
        let prefix = format!("{key}:");
        self.lines
            .iter()
            .position(|l| l.starts_with(&prefix))
            .map_or((1, 1), |i| (i + 1, 1))
    }

    /// The first place in item `index` where `needle` occurs, or the item's start.
    pub fn find(&self, index: usize, needle: &str) -> Place {
        let Some(&start) = self.step_starts.get(index) else {
            return (1, 1);
        };
        let end = self
            .step_starts
            .get(index + 1)
            .copied()
            .unwrap_or(self.lines.len());
        for (i, line) in self.lines[start..end].iter().enumerate() {
            if let Some(at) = line.find(needle) {
                return (start + i + 1, line[..at].chars().count() + 1);
            }
        }
        self.step(index)
    }
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_steps_and_needles() {
        let text = "id: x\nsteps:\n  - say: hello\n    position: start\n\n  - move: go\n    accept: [c3-d4]\n";
        let loc = Locator::new(text);
        assert_eq!(loc.step(0), (3, 3));
        assert_eq!(loc.step(1), (6, 3));
        assert_eq!(loc.find(1, "c3-d4"), (7, 14));
        assert_eq!(loc.find(0, "nothing"), (3, 3));
        assert_eq!(loc.key("id"), (1, 1));
    }
}
