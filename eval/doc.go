// Package eval is where static evaluation of a movegen.Position for any
// variant will live (material from the variant's piece values, mobility,
// king safety). It has no code yet: search is the next issue after the
// rules kernel, fairy pieces and the infinite plane.
package eval
