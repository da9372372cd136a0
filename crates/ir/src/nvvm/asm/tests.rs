//! The idiom table on templates, checked at the IR level.
