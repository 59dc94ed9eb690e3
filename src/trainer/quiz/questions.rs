//! The quiz's questions: what each one asks, how it is drawn and judged, and the generator
//! that draws them (reproducible from a seed, no repeats within a round).

use super::{
    DrillQuestion, DrillSource, Lang, Mode, MovePath, NAMED_DIAGONALS, NamedDiagonal,
    NotationStyle, Position, Rng, Square, Variant, full_text, square_name, t,
};

/// One question.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// Find this square on the board.
    FindSquare(Square),
    /// Type the name of this (marked) square.
    NameSquare(Square),
    /// Which named diagonal is marked?
    NameDiagonal(&'static NamedDiagonal),
    /// Select every square of this diagonal.
    SelectDiagonal(&'static NamedDiagonal),
    /// Is this square on that diagonal?
    OnDiagonal(Square, &'static NamedDiagonal),
    /// Write down the move shown on the board (played from `before`).
    WriteMove(Position, MovePath),
    /// Play the move written in the question (from `before`).
    PlayMove(Position, MovePath),
    /// A rule drill's question.
    Drill(DrillQuestion),
}

/// How a question is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerBy {
    /// Picking one square on the board.
    Square,
    /// Selecting several squares, then checking.
    Selection,
    /// Playing a move on the board.
    Move,
    /// Picking one of the choices.
    Choice,
    /// Typing.
    Text,
}

/// The name of a named diagonal in `lang` ("Big Road", "большак").
pub fn diagonal_name(d: &NamedDiagonal, lang: Lang) -> String {
    t!(lang, "quiz-diagonal", id = d.id)
}

/// The text with its first letter a capital (a name on its own, in a list).
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// The line and where it runs: "Big Road (a1-h8)".
pub(super) fn diagonal_with_corners(d: &NamedDiagonal, lang: Lang) -> String {
    format!("{} ({})", diagonal_name(d, lang), d.corners.join("-"))
}

/// Where a square is: "file d, rank 4" (numbered boards have only the number).
pub(super) fn square_place(variant: Variant, sq: Square, lang: Lang) -> Option<String> {
    if variant.rules().notation == NotationStyle::Numeric {
        return None;
    }
    let name = square_name(variant, sq);
    let (file, rank) = name.split_at(1);
    Some(t!(lang, "quiz-square-place", file = file, rank = rank))
}

impl Question {
    /// The question in words.
    pub fn prompt(&self, variant: Variant, lang: Lang) -> String {
        let name = |s: &Square| square_name(variant, *s);
        match self {
            Question::FindSquare(s) => t!(lang, "quiz-find-square", square = name(s)),
            Question::NameSquare(_) => t!(lang, "quiz-name-square"),
            Question::NameDiagonal(_) => t!(lang, "quiz-name-diagonal"),
            Question::SelectDiagonal(d) => {
                t!(lang, "quiz-select-diagonal", line = diagonal_name(d, lang))
            }
            Question::OnDiagonal(s, d) => t!(
                lang,
                "quiz-on-diagonal",
                square = name(s),
                line = diagonal_name(d, lang)
            ),
            Question::WriteMove(..) => t!(lang, "quiz-write-move"),
            Question::PlayMove(_, p) => t!(lang, "quiz-play-move", mv = full_text(variant, p)),
            Question::Drill(d) => d.prompt(lang),
        }
    }

    /// Whether the answer can be typed: text questions, and drill questions answered with a
    /// square or a move on the board (a key that begins one, typed on the board, opens the
    /// move box). Finding a square or playing a written move is done on the board only: typing
    /// the name shown would answer nothing.
    pub fn typed(&self) -> bool {
        match self {
            Question::Drill(d) => matches!(d.answer_by(), AnswerBy::Square | AnswerBy::Move),
            _ => self.answer_by() == AnswerBy::Text,
        }
    }

    /// How the learner answers.
    pub fn answer_by(&self) -> AnswerBy {
        match self {
            Question::FindSquare(_) => AnswerBy::Square,
            Question::SelectDiagonal(_) => AnswerBy::Selection,
            Question::PlayMove(..) => AnswerBy::Move,
            Question::NameDiagonal(_) | Question::OnDiagonal(..) => AnswerBy::Choice,
            Question::NameSquare(_) | Question::WriteMove(..) => AnswerBy::Text,
            Question::Drill(d) => d.answer_by(),
        }
    }

    /// The choices of a choice question.
    pub fn choices(&self, lang: Lang) -> Vec<String> {
        match self {
            Question::NameDiagonal(_) => NAMED_DIAGONALS
                .iter()
                .map(|d| capitalized(&diagonal_name(d, lang)))
                .collect(),
            Question::OnDiagonal(..) => {
                vec![t!(lang, "quiz-yes"), t!(lang, "quiz-no")]
            }
            Question::Drill(d) => d.choices(lang),
            _ => Vec::new(),
        }
    }

    /// The index of the right choice of a choice question.
    pub fn right_choice(&self) -> Option<usize> {
        match self {
            Question::NameDiagonal(d) => NAMED_DIAGONALS.iter().position(|c| c.id == d.id),
            Question::OnDiagonal(s, d) => Some(usize::from(!d.squares().contains(s))),
            Question::Drill(d) => d.right_choice(),
            _ => None,
        }
    }

    /// The position to show, if the question has pieces.
    pub fn position(&self) -> Option<Position> {
        match self {
            Question::WriteMove(before, _) | Question::PlayMove(before, _) => Some(*before),
            Question::Drill(d) => Some(d.position),
            _ => None,
        }
    }

    /// The squares the question marks on the board.
    pub fn marked(&self) -> Vec<Square> {
        match self {
            Question::NameSquare(s) | Question::OnDiagonal(s, _) => vec![*s],
            Question::NameDiagonal(d) => d.squares(),
            Question::WriteMove(_, path) => path.squares().collect(),
            Question::Drill(d) => d.marked(),
            _ => Vec::new(),
        }
    }

    /// The pieces shown as taken by a move on the board.
    pub fn taken(&self) -> Vec<Square> {
        match self {
            Question::WriteMove(before, path) => path.captured_in_order(before.board()),
            Question::Drill(d) => d.taken(),
            _ => Vec::new(),
        }
    }

    /// The right answer in words.
    pub fn answer(&self, variant: Variant, lang: Lang) -> String {
        match self {
            Question::FindSquare(s) | Question::NameSquare(s) => square_name(variant, *s),
            Question::NameDiagonal(d) | Question::SelectDiagonal(d) => diagonal_name(d, lang),
            Question::OnDiagonal(s, d) => {
                if d.squares().contains(s) {
                    t!(lang, "quiz-yes")
                } else {
                    t!(lang, "quiz-no")
                }
            }
            Question::WriteMove(_, p) | Question::PlayMove(_, p) => full_text(variant, p),
            Question::Drill(d) => d.answer(lang),
        }
    }

    /// The squares that show the right answer on the board.
    pub fn answer_squares(&self) -> Vec<Square> {
        match self {
            Question::FindSquare(s) | Question::NameSquare(s) => vec![*s],
            Question::NameDiagonal(d)
            | Question::SelectDiagonal(d)
            | Question::OnDiagonal(_, d) => d.squares(),
            Question::WriteMove(_, p) | Question::PlayMove(_, p) => p.squares().collect(),
            Question::Drill(d) => d.answer_squares(),
        }
    }

    /// What makes two questions the same (for "no repeats").
    fn key(&self) -> String {
        match self {
            Question::FindSquare(s) => format!("find {}", s.index()),
            Question::NameSquare(s) => format!("name {}", s.index()),
            Question::NameDiagonal(d) => format!("which {}", d.id),
            Question::SelectDiagonal(d) => format!("select {}", d.id),
            Question::OnDiagonal(s, d) => format!("on {} {}", s.index(), d.id),
            Question::WriteMove(p, m) => format!("write {p} {:?}", m.mv),
            Question::PlayMove(p, m) => format!("play {p} {:?}", m.mv),
            Question::Drill(d) => d.key(),
        }
    }
}

/// Makes questions from a seed: the same seed gives the same questions.
#[derive(Clone, Debug)]
pub struct Generator {
    variant: Variant,
    rng: Rng,
    squares: Vec<Square>,
    asked: Vec<String>,
    /// Moves from random games: quiet, one capture, several captures.
    moves: [Vec<(Position, MovePath)>; 3],
    /// Drill questions, made when a drill first asks.
    drills: Option<DrillSource>,
}

impl Generator {
    /// A generator of questions on `variant`'s board.
    pub fn new(variant: Variant, seed: u64) -> Generator {
        let mut rng = Rng::new(seed);
        let moves = sample_moves(variant, &mut rng);
        Generator {
            variant,
            rng,
            squares: Vec::new(),
            asked: Vec::new(),
            moves,
            drills: None,
        }
    }

    /// The next square from a shuffled deck of all squares (every square before a repeat).
    fn square(&mut self) -> Square {
        if self.squares.is_empty() {
            self.squares = self.variant.board().squares().collect();
            self.rng.shuffle(&mut self.squares);
        }
        self.squares.pop().expect("a board has squares")
    }

    fn diagonal(&mut self) -> &'static NamedDiagonal {
        &NAMED_DIAGONALS[self.rng.below(NAMED_DIAGONALS.len())]
    }

    fn candidate(&mut self, mode: Mode, level: u32) -> Question {
        match mode {
            Mode::FindSquare => Question::FindSquare(self.square()),
            Mode::NameSquare => Question::NameSquare(self.square()),
            Mode::Diagonals => match self.rng.below(3) {
                0 => Question::NameDiagonal(self.diagonal()),
                1 => Question::SelectDiagonal(self.diagonal()),
                _ => {
                    let d = self.diagonal();
                    // Half the time a square on the line, half the time one off it.
                    let on = d.squares();
                    let square = if self.rng.below(2) == 0 {
                        *self.rng.pick(&on).expect("lines have squares")
                    } else {
                        let off: Vec<Square> = self
                            .variant
                            .board()
                            .squares()
                            .filter(|s| !on.contains(s))
                            .collect();
                        *self.rng.pick(&off).expect("no line covers the board")
                    };
                    Question::OnDiagonal(square, d)
                }
            },
            Mode::WriteMove | Mode::PlayMove => {
                let bucket = (level as usize).min(2);
                let bucket = (0..=bucket)
                    .rev()
                    .find(|&b| !self.moves[b].is_empty())
                    .unwrap_or(0);
                let (pos, path) = self
                    .rng
                    .pick(&self.moves[bucket])
                    .cloned()
                    .expect("random games give moves");
                if mode == Mode::WriteMove {
                    Question::WriteMove(pos, path)
                } else {
                    Question::PlayMove(pos, path)
                }
            }
            Mode::Drill(rule) => {
                let variant = self.variant;
                let seed = self.rng.next_u64();
                let source = self
                    .drills
                    .get_or_insert_with(|| DrillSource::new(variant, seed));
                Question::Drill(source.question(rule, level))
            }
            Mode::Mixed => {
                // Harder kinds of question join as the level grows.
                let pool: &[Mode] = match level {
                    0 => &[Mode::FindSquare, Mode::NameSquare],
                    1 => &[
                        Mode::FindSquare,
                        Mode::NameSquare,
                        Mode::Diagonals,
                        Mode::PlayMove,
                    ],
                    _ => &[
                        Mode::NameSquare,
                        Mode::Diagonals,
                        Mode::WriteMove,
                        Mode::PlayMove,
                    ],
                };
                let pool: Vec<Mode> = pool
                    .iter()
                    .copied()
                    .filter(|m| m.available(self.variant))
                    .collect();
                let mode = *self
                    .rng
                    .pick(&pool)
                    .expect("square modes are always available");
                self.candidate(mode, level.saturating_sub(1))
            }
        }
    }

    /// The next question of `mode` at difficulty `level` (0 = easiest). Questions do not
    /// repeat within a round until every question of the kind has been asked.
    pub fn question(&mut self, mode: Mode, level: u32) -> Question {
        for _ in 0..200 {
            let q = self.candidate(mode, level);
            let key = q.key();
            if !self.asked.contains(&key) {
                self.asked.push(key);
                return q;
            }
        }
        // Every question of this kind has been asked: start over.
        self.asked.clear();
        let q = self.candidate(mode, level);
        self.asked.push(q.key());
        q
    }
}

/// Moves from random games, sorted into quiet moves, single captures and multi-captures.
fn sample_moves(variant: Variant, rng: &mut Rng) -> [Vec<(Position, MovePath)>; 3] {
    let mut buckets: [Vec<(Position, MovePath)>; 3] = Default::default();
    for _ in 0..40 {
        let mut pos = Position::start(variant);
        for _ in 0..60 {
            let paths = pos.legal_move_paths();
            let Some(path) = rng.pick(&paths).cloned() else {
                break;
            };
            let bucket = (path.mv.capture_count() as usize).min(2);
            if buckets[bucket].len() < 60 {
                buckets[bucket].push((pos, path.clone()));
            }
            pos = pos.play_unchecked(&path.mv);
        }
        if buckets.iter().all(|b| b.len() >= 60) {
            break;
        }
    }
    buckets
}
