//! Property tests of the reversis family (its generators come with its engine).
