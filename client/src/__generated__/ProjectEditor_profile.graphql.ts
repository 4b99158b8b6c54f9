/**
 * @generated SignedSource<<545eb084dd9603a2af92304c9828a775>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectEditor_profile$data = {
  readonly displayName: string;
  readonly id: string;
  readonly state: CollaboratorState | null | undefined;
  readonly " $fragmentType": "ProjectEditor_profile";
};
export type ProjectEditor_profile$key = {
  readonly " $data"?: ProjectEditor_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectEditor_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectEditor_profile",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};

(node as any).hash = "403e65fd19a8e457a0ddc47d7f38e465";

export default node;
