/**
 * @generated SignedSource<<97ba59632c5ac3c3c5c05c3d358f6648>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResumeVerdict = "COMPLETE" | "NEEDS_WORK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminResumesPage_resume$data = {
  readonly evaluation: {
    readonly changedSince: boolean;
    readonly evaluatedAt: string;
    readonly verdict: ResumeVerdict;
  } | null | undefined;
  readonly firstDocument: {
    readonly fullName: string | null | undefined;
    readonly headline: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly locales: ReadonlyArray<string>;
  readonly updatedAt: string;
  readonly " $fragmentType": "AdminResumesPage_resume";
};
export type AdminResumesPage_resume$key = {
  readonly " $data"?: AdminResumesPage_resume$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminResumesPage_resume">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminResumesPage_resume",
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
      "name": "locales",
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
      "concreteType": "ResumeDocument",
      "kind": "LinkedField",
      "name": "firstDocument",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResumeEvaluation",
      "kind": "LinkedField",
      "name": "evaluation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verdict",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "evaluatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "changedSince",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Resume",
  "abstractKey": null
};

(node as any).hash = "ae7eb004e4164bc1088ec915d18fc0c9";

export default node;
