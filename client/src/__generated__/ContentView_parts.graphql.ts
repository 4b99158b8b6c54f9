/**
 * @generated SignedSource<<655969d92e0d8b39e36af6e69cf73158>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContentView_parts$data = {
  readonly claims: ReadonlyArray<{
    readonly figure: ContentFigure | null | undefined;
    readonly label: string;
    readonly value: string;
  }>;
  readonly faq: ReadonlyArray<{
    readonly answer: string;
    readonly question: string;
  }>;
  readonly sections: ReadonlyArray<{
    readonly body: string;
    readonly heading: string;
  }>;
  readonly steps: ReadonlyArray<{
    readonly text: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ContentView_parts";
};
export type ContentView_parts$key = {
  readonly " $data"?: ContentView_parts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentView_parts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentView_parts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heading",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentQuestion",
      "kind": "LinkedField",
      "name": "faq",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentClaim",
      "kind": "LinkedField",
      "name": "claims",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "figure",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
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
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentParts",
  "abstractKey": null
};

(node as any).hash = "47a71a08315761b87ee6a8952c2446d9";

export default node;
