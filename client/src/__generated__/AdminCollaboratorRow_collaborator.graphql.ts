/**
 * @generated SignedSource<<864e9d9e99a3539d34e7ace5070aefc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminCollaboratorRow_collaborator$data = {
  readonly displayName: string;
  readonly id: string;
  readonly path: string;
  readonly readerWords: {
    readonly headline: string;
    readonly locale: string;
  } | null | undefined;
  readonly state: CollaboratorState | null | undefined;
  readonly suspendedAt: string | null | undefined;
  readonly suspendedReason: string | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "AdminCollaboratorRow_collaborator";
};
export type AdminCollaboratorRow_collaborator$key = {
  readonly " $data"?: AdminCollaboratorRow_collaborator$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCollaboratorRow_collaborator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminCollaboratorRow_collaborator",
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
      "name": "path",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspendedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CollaboratorWords",
      "kind": "LinkedField",
      "name": "readerWords",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "headline",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Collaborator",
  "abstractKey": null
};

(node as any).hash = "ad04ed392613205592dcd76a10584075";

export default node;
