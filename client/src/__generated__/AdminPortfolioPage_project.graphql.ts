/**
 * @generated SignedSource<<089e68f67cb553bd2011513f0385343b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPortfolioPage_project$data = {
  readonly evaluatedAt: string | null | undefined;
  readonly evaluationNote: string | null | undefined;
  readonly id: string;
  readonly path: string;
  readonly readerWords: {
    readonly locale: string;
    readonly summary: string;
    readonly title: string;
  } | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "AdminPortfolioPage_project";
};
export type AdminPortfolioPage_project$key = {
  readonly " $data"?: AdminPortfolioPage_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPortfolioPage_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPortfolioPage_project",
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
      "name": "updatedAt",
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
      "name": "evaluationNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioWords",
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioProject",
  "abstractKey": null
};

(node as any).hash = "8468c0a676665a04e646dd46ea9935ca";

export default node;
