/**
 * @generated SignedSource<<d9b84b9b3e25baaf9c983306ff0ac75f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestProjects_query$data = {
  readonly highlightedProjects: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly cover: {
          readonly thumbUrl: string;
        } | null | undefined;
        readonly forSale: boolean;
        readonly id: string;
        readonly path: string;
        readonly readerWords: {
          readonly locale: string;
          readonly summary: string;
          readonly title: string;
        } | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "LatestProjects_query";
};
export type LatestProjects_query$key = {
  readonly " $data"?: LatestProjects_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestProjects_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestProjects_query",
  "selections": [
    {
      "alias": "highlightedProjects",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "QueryPortfolioProjectsConnection",
      "kind": "LinkedField",
      "name": "portfolioProjects",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPortfolioProjectsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PortfolioProject",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "forSale",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PortfolioPicture",
                  "kind": "LinkedField",
                  "name": "cover",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "thumbUrl",
                      "storageKey": null
                    }
                  ],
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "portfolioProjects(first:3)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "497fbb600848ea245bda6eaf0a5bd6e6";

export default node;
