// The kubectl_apply step: the requests `kubectl apply --server-side` makes in kubectl 1.32.
//
// Part of command fieldmanager (see main.go).
// Code generated from oracle/ssa/k8s-1.37/cmd/fieldmanager/kubectl.go by go generate. DO NOT EDIT.

package main

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	k8sruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/client-go/util/csaupgrade"
	"sigs.k8s.io/structured-merge-diff/v4/fieldpath"
)

// lastAppliedAnnotation is the annotation client-side apply keeps its configuration in.
const lastAppliedAnnotation = "kubectl.kubernetes.io/last-applied-configuration"

// kubectl's warnings (pkg/cmd/apply/apply.go), without their final newline.
const (
	warningLastAppliedFailed = "Warning: failed to migrate kubectl.kubernetes.io/last-applied-configuration for Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: %[1]s"
	warningPatchFailed       = "Warning: server rejected managed fields migration to Server-Side Apply. This is non-fatal and will be retried next time you apply. Error: %[1]s"
	warningReapplyFailed     = "Warning: failed to re-apply configuration after performing Server-Side Apply migration. This is non-fatal and will be retried next time you apply. Error: %[1]s"
)

// kubectlApply makes the requests kubectl 1.32's `apply --server-side` makes for one object
// (k8s.io/kubectl v0.32.13, pkg/cmd/apply/apply.go, applyOneObject), each through fm as the
// API server runs it, and returns the object after the last of them, the object after the
// first (what `kubectl diff --server-side` shows), the requests ("apply <manager>",
// "json-patch <manager>") and kubectl's warnings:
//
//  1. the apply of the object by manager, forced or not; an error ends here;
//  2. saveLastApplyAnnotationIfNecessary: where manager is "kubectl" and the object has the
//     last-applied annotation that no Apply entry owns, an apply of the annotation alone
//     (with apiVersion, kind, name and namespace) by "kubectl-last-applied", not forced;
//  3. migrateToSSAIfNecessary (unless 2 failed): the Update managers that own the
//     annotation are upgraded into manager's Apply entry by csaupgrade, whose JSON patch
//     kubectl sends as manager: here the upgraded object, which is what the patch makes,
//     through fm.Update (UpdateNoErrors where it fails, as the API server does);
//  4. where 3 changed something, the apply of step 1 sent again.
//
// A failure of 2 to 4 is a warning, as kubectl prints it, and the object stays as it was.
func kubectlApply(fm *managedfields.FieldManager, live, request *unstructured.Unstructured, manager string, force bool) (out, first *unstructured.Unstructured, requests []string, warnings []string, err error) {
	applied, err := fm.Apply(live, request.DeepCopy(), manager, force)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	current := asUnstructured(applied)
	first = current.DeepCopy()
	requests = []string{"apply " + manager}
	annotation := fieldpath.NewSet(fieldpath.MakePathOrDie("metadata", "annotations", lastAppliedAnnotation))

	if manager == "kubectl" {
		value, has := current.GetAnnotations()[lastAppliedAnnotation]
		if has && len(csaupgrade.FindFieldsOwners(current.GetManagedFields(), metav1.ManagedFieldsOperationApply, annotation)) == 0 {
			just := &unstructured.Unstructured{}
			just.SetGroupVersionKind(request.GroupVersionKind())
			just.SetName(current.GetName())
			just.SetNamespace(current.GetNamespace())
			just.SetAnnotations(map[string]string{lastAppliedAnnotation: value})
			requests = append(requests, "apply kubectl-last-applied")
			saved, err := fm.Apply(current.DeepCopy(), just, "kubectl-last-applied", false)
			if err != nil {
				return current, first, requests, []string{fmt.Sprintf(warningLastAppliedFailed, err.Error())}, nil
			}
			current = asUnstructured(saved)
		}
	}

	names := sets.New[string]()
	for _, entry := range csaupgrade.FindFieldsOwners(current.GetManagedFields(), metav1.ManagedFieldsOperationUpdate, annotation) {
		names.Insert(entry.Manager)
	}
	upgraded := current.DeepCopy()
	patch, err := csaupgrade.UpgradeManagedFieldsPatch(current.DeepCopy(), names, manager)
	if err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningPatchFailed, err.Error())}, nil
	}
	if patch == nil {
		return current, first, requests, nil, nil
	}
	if err := csaupgrade.UpgradeManagedFields(upgraded, names, manager); err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningPatchFailed, err.Error())}, nil
	}
	requests = append(requests, "json-patch "+manager)
	migrated, err := fm.Update(current.DeepCopy(), upgraded.DeepCopy(), manager)
	if err != nil {
		migrated = fm.UpdateNoErrors(current.DeepCopy(), upgraded.DeepCopy(), manager)
	}
	current = asUnstructured(migrated)

	requests = append(requests, "apply "+manager)
	again, err := fm.Apply(current.DeepCopy(), request.DeepCopy(), manager, force)
	if err != nil {
		return current, first, requests, []string{fmt.Sprintf(warningReapplyFailed, err.Error())}, nil
	}
	return asUnstructured(again), first, requests, nil, nil
}

func asUnstructured(obj k8sruntime.Object) *unstructured.Unstructured {
	if u, ok := obj.(*unstructured.Unstructured); ok {
		return u
	}
	content, err := k8sruntime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		panic(fmt.Sprintf("oracle: the field manager returned a %T that does not convert: %v", obj, err))
	}
	return &unstructured.Unstructured{Object: content}
}
