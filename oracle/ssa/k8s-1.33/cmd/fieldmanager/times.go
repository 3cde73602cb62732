// Times in answers: conflict texts and managedFields shifted back to the clock the caller gave.
//
// Part of command fieldmanager (see main.go).
// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/times.go by go generate. DO NOT EDIT.

package main

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
)

// conflictTime is a time as the conflict message prints an Update manager's
// (`"m" using v1 at 2026-01-01T00:00:00Z`).
var conflictTime = regexp.MustCompile(` at (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)`)

// unshiftText moves the times of a conflict message back to the steps' clock.
func unshiftText(text string, delta time.Duration) string {
	return conflictTime.ReplaceAllStringFunc(text, func(m string) string {
		t, err := time.Parse(time.RFC3339, strings.TrimPrefix(m, " at "))
		if err != nil {
			return m
		}
		return " at " + t.Add(delta).UTC().Format(time.RFC3339)
	})
}

// describeError writes an error of the field manager: its text, and for an API status
// error the status the API server would answer with (code, reason, message, causes).
func describeError(a answer, err error, delta time.Duration) {
	a["error"] = unshiftText(err.Error(), delta)
	var status apierrors.APIStatus
	if errors.As(err, &status) {
		st := status.Status()
		st.Message = unshiftText(st.Message, delta)
		var conflicts []answer
		if st.Details != nil {
			for i := range st.Details.Causes {
				cause := &st.Details.Causes[i]
				cause.Message = unshiftText(cause.Message, delta)
				conflicts = append(conflicts, answer{"type": string(cause.Type), "message": cause.Message, "field": cause.Field})
			}
		}
		if raw, err := json.Marshal(st); err == nil {
			a["status"] = json.RawMessage(raw)
		}
		if conflicts != nil {
			a["conflicts"] = conflicts
		}
	}
}

// shiftTimes moves every readable, non-zero metadata.managedFields[].time of an
// unstructured object by delta, writing it back as RFC 3339 in UTC.
func shiftTimes(object map[string]interface{}, delta time.Duration) {
	metadata, ok := object["metadata"].(map[string]interface{})
	if !ok {
		return
	}
	entries, ok := metadata["managedFields"].([]interface{})
	if !ok {
		return
	}
	for _, item := range entries {
		entry, ok := item.(map[string]interface{})
		if !ok {
			continue
		}
		text, ok := entry["time"].(string)
		if !ok {
			continue
		}
		t, err := time.Parse(time.RFC3339, text)
		if err != nil || t.IsZero() {
			continue
		}
		entry["time"] = t.Add(delta).UTC().Format(time.RFC3339)
	}
}
